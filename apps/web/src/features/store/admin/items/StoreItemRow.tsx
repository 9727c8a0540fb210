import { formatMoney } from '@podium/shared/common/money';
import type { AdminStoreItem } from '@podium/shared/store/schemas';
import type { ReactNode } from 'react';
import { DeleteButton, EditButton } from '@/components/admin/RowButtons.tsx';
import { StatusBadge } from '@/components/admin/StatusBadge.tsx';
import { buttonClass, cardClass } from '@/components/styles.ts';
import { ItemImage } from '@/features/store/components/ItemImage.tsx';
import { formatNumber } from '@/lib/format.ts';
import { formatPoints, limitLabel, stockLabel } from './format.ts';
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

function ActiveBadge({ active }: { active: boolean }) {
  return <StatusBadge tone={active ? 'emerald' : 'neutral'}>{active ? 'Active' : 'Inactive'}</StatusBadge>;
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
        <ItemImage src={item.image} className="size-14 shrink-0 rounded-xl border border-white/10" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="truncate font-semibold text-white">{item.name}</h3>
            <ActiveBadge active={item.is_active} />
          </div>
          <p className="mt-0.5 line-clamp-1 text-xs text-slate-400">
            {item.description || <span className="text-slate-500">No description</span>}
          </p>
          <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs">
            <Fact term="Cost">{formatPoints(item.cost)}</Fact>
            <Fact term="Gives">
              {item.kind === 'cash' && item.cash_amount !== null
                ? `${formatMoney(item.cash_amount, '$', 2)} cash (payout queue)`
                : 'Item (redemption queue)'}
            </Fact>
            <Fact term="Stock">
              <span className={soldOut ? 'text-rose-300' : undefined}>{stockLabel(item)}</span>
            </Fact>
            <Fact term="Per member">{limitLabel(item)}</Fact>
            <Fact term="Sold">{formatNumber(item.sold)}</Fact>
          </dl>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2 lg:shrink-0">
        <EditButton name={item.name} onClick={onEdit} />
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          onClick={onToggleActive}
          disabled={toggling}
          aria-label={`${item.is_active ? 'Deactivate' : 'Activate'} ${item.name}`}
        >
          <PowerIcon /> {item.is_active ? 'Deactivate' : 'Activate'}
        </button>
        <DeleteButton name={item.name} onClick={onDelete} />
      </div>
    </li>
  );
}
