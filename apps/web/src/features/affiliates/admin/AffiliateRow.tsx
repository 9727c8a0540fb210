import type { Affiliate } from '@podium/shared/affiliates/schemas';
import { ReorderButtons } from '@/components/admin/ReorderButtons.tsx';
import { DeleteButton, EditButton } from '@/components/admin/RowButtons.tsx';
import { cardClass } from '@/components/styles.ts';
import type { Direction } from '@/lib/reorder.ts';
import { AffiliateLogo } from './AffiliateLogo.tsx';

interface AffiliateRowProps {
  affiliate: Affiliate;
  position: number;
  count: number;
  onEdit: () => void;
  onDelete: () => void;
  onMove: (direction: Direction) => void;
}

const host = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

export function AffiliateRow({ affiliate, position, count, onEdit, onDelete, onMove }: AffiliateRowProps) {
  const benefits = affiliate.benefits.length;
  return (
    <li className={`${cardClass} flex flex-col gap-4 p-4 sm:flex-row sm:items-center`}>
      <div className="flex min-w-0 flex-1 items-center gap-4">
        <span className="w-6 shrink-0 text-center text-sm font-semibold text-slate-500" aria-hidden="true">
          {position}
        </span>
        <AffiliateLogo name={affiliate.name} src={affiliate.logo_url} />
        <div className="min-w-0">
          <h3 className="truncate font-semibold text-white">{affiliate.name}</h3>
          <p className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-400">
            <span>
              Code{' '}
              {affiliate.code ? (
                <code className="rounded bg-primary/15 px-1.5 py-0.5 font-mono text-primary">
                  {affiliate.code}
                </code>
              ) : (
                <span className="text-slate-500">none</span>
              )}
            </span>
            <span>
              {benefits} benefit{benefits === 1 ? '' : 's'}
            </span>
            <span className="truncate">{host(affiliate.redirect_url)}</span>
          </p>
        </div>
      </div>
      <div className="flex items-center gap-2 sm:shrink-0">
        <ReorderButtons
          idPrefix={`affiliate-${affiliate.id}`}
          name={affiliate.name}
          isFirst={position === 1}
          isLast={position === count}
          disabled={count < 2}
          onMove={onMove}
        />
        <span className="mx-1 h-6 w-px bg-white/10" aria-hidden="true" />
        <EditButton name={affiliate.name} onClick={onEdit} />
        <DeleteButton name={affiliate.name} onClick={onDelete} />
      </div>
    </li>
  );
}
