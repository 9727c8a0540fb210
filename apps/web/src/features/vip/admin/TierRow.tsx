import { formatMoney } from '@podium/shared/common/money';
import { vipRewardLabel } from '@podium/shared/vip/rules';
import type { AdminVipTier } from '@podium/shared/vip/schemas';
import { ReorderButtons } from '@/components/admin/ReorderButtons.tsx';
import { EditButton } from '@/components/admin/RowButtons.tsx';
import { StatusBadge } from '@/components/admin/StatusBadge.tsx';
import { buttonClass, cardClass } from '@/components/styles.ts';
import { formatNumber } from '@/lib/format.ts';
import type { Direction } from '@/lib/reorder.ts';

interface TierRowProps {
  tier: AdminVipTier;
  /** Its place among the platform's current tiers; null for a retired tier. */
  place: { isFirst: boolean; isLast: boolean } | null;
  busy: boolean;
  onEdit: () => void;
  onRetire: () => void;
  onMove: (direction: Direction) => void;
}

export function TierRow({ tier, place, busy, onEdit, onRetire, onMove }: TierRowProps) {
  const retired = tier.retired_at !== null;
  return (
    <li className={`${cardClass} flex flex-wrap items-center gap-4 p-4`}>
      {place ? (
        <ReorderButtons
          idPrefix={`vip-tier-${tier.id}`}
          name={tier.name}
          isFirst={place.isFirst}
          isLast={place.isLast}
          disabled={busy}
          onMove={onMove}
        />
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-white">
          {tier.name}
          {retired ? <StatusBadge tone="rose">Retired</StatusBadge> : null}
        </p>
        <p className="text-sm text-slate-400">
          Wager {formatMoney(tier.min_wagered, '$', 0)} →{' '}
          {vipRewardLabel(tier.reward_type, tier.reward_amount)}
          {' · '}
          {formatNumber(tier.claims)} {tier.claims === 1 ? 'claim' : 'claims'}
        </p>
        {tier.updated_by ? (
          <p className="text-xs text-slate-500">Last changed by {tier.updated_by.username}</p>
        ) : null}
      </div>
      <div className="flex gap-2">
        <EditButton name={tier.name} onClick={onEdit} />
        <button
          type="button"
          className={buttonClass('ghost', 'sm')}
          onClick={onRetire}
          disabled={busy}
          aria-label={`${retired ? 'Restore' : 'Retire'} ${tier.name}`}
        >
          {retired ? 'Restore' : 'Retire'}
        </button>
      </div>
    </li>
  );
}
