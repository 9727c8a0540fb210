import type { AdminStoreItem } from '@podium/shared/store';
import type { ReactNode } from 'react';
import { PencilIcon, TrashIcon } from '@/components/icons/action-icons.tsx';
import { buttonClass, cardClass } from '@/components/styles.ts';
import { formatNumber } from '@/lib/format.ts';
import { formatPoints, limitLabel, stockLabel } from './format.ts';
import { ItemImage } from './ItemImage.tsx';
import { PowerIcon } from './icons.tsx';

interface StoreItemRowProps {
  item: AdminStoreItem;
  toggling: boolean;
  onEdit: () => void;
  onToggleActive: () => void;
  onDelete: () => void;
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex gap-1">
      <dt className="text-slate-500">{term}</dt>
      <dd className="font-medium text-slate-200 tabular-nums">{children}</dd>
    </div>
  );
}

export function StatusBadge({ active }: { active: boolean }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${
        active
          ? 'bg-emerald-500/15 text-emerald-200 ring-emerald-400/30'
          : 'bg-white/5 text-slate-400 ring-white/10'
      }`}
    >
      {active ? 'Active' : 'Inactive'}
    </span>
  );
}

/** One item: picture, name, price and stock facts, and its actions. */
export function StoreItemRow({ item, toggling, onEdit, onToggleActive, onDelete }: StoreItemRowProps) {
  const soldOut = item.quantity !== null && item.quantity <= 0;
  return (
    <li
      className={`${cardClass} flex flex-col gap-4 p-4 lg:flex-row lg:items-center ${
        item.is_active ? '' : 'opacity-80'
      }`}
    >
      <div className="flex min-w-0 flex-1 items-start gap-4">
        <ItemImage src={item.image} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="truncate font-semibold text-white">{item.name}</h3>
            <StatusBadge active={item.is_active} />
          </div>
          <p className="mt-0.5 line-clamp-1 text-xs text-slate-400">
            {item.description || <span className="text-slate-500">No description</span>}
          </p>
          <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs">
            <Fact term="Cost">{formatPoints(item.cost)}</Fact>
            <Fact term="Stock">
              <span className={soldOut ? 'text-rose-300' : undefined}>{stockLabel(item)}</span>
            </Fact>
            <Fact term="Per member">{limitLabel(item)}</Fact>
            <Fact term="Sold">{formatNumber(item.sold)}</Fact>
          </dl>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2 lg:shrink-0">
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          onClick={onEdit}
          aria-label={`Edit ${item.name}`}
        >
          <PencilIcon /> Edit
        </button>
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          onClick={onToggleActive}
          disabled={toggling}
          aria-label={`${item.is_active ? 'Deactivate' : 'Activate'} ${item.name}`}
        >
          <PowerIcon /> {item.is_active ? 'Deactivate' : 'Activate'}
        </button>
        <button
          type="button"
          className={`${buttonClass('ghost', 'sm')} text-rose-300 hover:text-rose-200`}
          onClick={onDelete}
          aria-label={`Delete ${item.name}`}
        >
          <TrashIcon /> Delete
        </button>
      </div>
    </li>
  );
}
