import { formatMoney } from '@podium/shared/common/money';
import { vipErrors } from '@podium/shared/vip/errors';
import { showClaimButton, vipProgress, vipRewardLabel, vipTierStatus } from '@podium/shared/vip/rules';
import type { VipTier } from '@podium/shared/vip/schemas';
import { Pill, type PillTone } from '@/components/Pill.tsx';
import { buttonClass } from '@/components/styles.ts';
import { GemIcon } from './icons.tsx';

const statusTone: Record<ReturnType<typeof vipTierStatus>, PillTone> = {
  Claimed: 'emerald',
  Available: 'amber',
  Locked: 'neutral',
  'Needs verification': 'sky',
};

interface TierRowProps {
  tier: VipTier;
  wagered: number;
  claiming: boolean;
  onClaim: () => void;
}

export function TierRow({ tier, wagered, claiming, onClaim }: TierRowProps) {
  const status = vipTierStatus(tier);
  const progress = vipProgress(wagered, tier.min_wagered, tier.eligible);
  return (
    <tr
      className="border-b border-white/5 last:border-0"
      title={tier.claimed_for_account ? vipErrors.accountClaimed.message : undefined}
    >
      <th scope="row" className="px-4 py-3 text-left font-normal">
        <div className="flex items-center gap-3">
          {tier.image ? (
            <img src={tier.image} alt="" className="size-10 shrink-0 rounded-xl object-cover" />
          ) : (
            <span aria-hidden="true" className="rounded-xl bg-primary/15 p-2 text-primary">
              <GemIcon size={24} />
            </span>
          )}
          <div className="flex min-w-0 flex-col">
            <span className="font-bold text-white">{tier.name}</span>
            {tier.description ? <span className="text-xs text-slate-400">{tier.description}</span> : null}
          </div>
        </div>
      </th>
      <td className="px-4 py-3 text-white tabular-nums">{formatMoney(tier.min_wagered, '$', 0)}</td>
      <td className="px-4 py-3 font-semibold text-accent tabular-nums">
        {vipRewardLabel(tier.reward_type, tier.reward_amount)}
      </td>
      <td className="px-4 py-3">
        <div className="flex min-w-32 flex-col gap-1">
          <div
            role="progressbar"
            aria-label={`${tier.name} progress`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress.percent)}
            aria-valuetext={progress.label}
            className="h-2 overflow-hidden rounded-full bg-white/10"
          >
            <div
              className="h-full rounded-full bg-linear-to-r from-secondary to-primary"
              style={{ width: `${progress.percent}%` }}
            />
          </div>
          <span className="text-xs text-slate-300 tabular-nums">{progress.label}</span>
        </div>
      </td>
      <td className="px-4 py-3">
        <Pill tone={statusTone[status]}>{status}</Pill>
      </td>
      <td className="px-4 py-3">
        {showClaimButton(tier) ? (
          <button
            type="button"
            className={buttonClass('primary', 'sm')}
            onClick={onClaim}
            disabled={claiming}
            aria-label={claiming ? undefined : `Claim ${tier.name}`}
          >
            {claiming ? 'Claiming...' : 'Claim'}
          </button>
        ) : (
          <span className="text-slate-500">—</span>
        )}
      </td>
    </tr>
  );
}
