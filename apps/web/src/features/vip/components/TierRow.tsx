import { formatMoney } from '@podium/shared/common/money';
import { vipErrors } from '@podium/shared/vip/errors';
import { showClaimButton, vipProgress, vipRewardLabel, vipTierStatus } from '@podium/shared/vip/rules';
import type { VipTier } from '@podium/shared/vip/schemas';
import { Pill, type PillTone } from '@/components/Pill.tsx';
import { SafeImage } from '@/components/SafeImage.tsx';
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

/**
 * A cell's padding on a wide screen; below `lg` the row is a card (a grid of two columns) and each
 * cell shows its column's name above its value from `data-label` (CSS generated text: the cell's own
 * text, read by tests and copied by people, stays the value alone).
 */
const cell =
  'px-4 py-3 max-lg:block max-lg:p-0 max-lg:before:mb-1 max-lg:before:block max-lg:before:text-xs ' +
  'max-lg:before:font-semibold max-lg:before:tracking-wide max-lg:before:text-slate-400 ' +
  'max-lg:before:uppercase max-lg:before:content-[attr(data-label)]';

export function TierRow({ tier, wagered, claiming, onClaim }: TierRowProps) {
  const status = vipTierStatus(tier);
  const progress = vipProgress(wagered, tier.min_wagered, tier.eligible);
  const claimable = showClaimButton(tier);
  return (
    <tr
      className="border-b border-white/5 last:border-0 max-lg:grid max-sm:grid-cols-2 max-lg:gap-x-4 max-lg:gap-y-3 max-lg:p-4 sm:max-lg:grid-cols-4"
      title={tier.claimed_for_account ? vipErrors.accountClaimed.message : undefined}
    >
      <th
        scope="row"
        className="px-4 py-3 text-left font-normal max-lg:col-span-full max-lg:block max-lg:p-0"
      >
        <div className="flex items-center gap-3">
          {tier.image ? (
            <SafeImage
              src={tier.image}
              alt=""
              width={40}
              height={40}
              className="size-10 shrink-0 rounded-xl object-cover"
            />
          ) : (
            <span aria-hidden="true" className="rounded-xl bg-primary/15 p-2 text-primary">
              <GemIcon size={24} />
            </span>
          )}
          <div className="flex min-w-0 flex-col">
            <span className="font-bold break-words text-white">{tier.name}</span>
            {tier.description ? (
              <span className="text-xs break-words text-slate-400">{tier.description}</span>
            ) : null}
          </div>
        </div>
      </th>
      <td data-label="Required Wager" className={`${cell} text-white tabular-nums`}>
        {formatMoney(tier.min_wagered, '$', 0)}
      </td>
      <td data-label="Reward" className={`${cell} font-semibold text-accent tabular-nums`}>
        {vipRewardLabel(tier.reward_type, tier.reward_amount)}
      </td>
      <td data-label="Progress" className={`${cell} max-sm:col-span-full sm:max-lg:col-span-2`}>
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
      <td data-label="Status" className={cell}>
        <Pill tone={statusTone[status]}>{status}</Pill>
      </td>
      {/* On a card the action sits at the bottom right, level with the status; without one the cell goes. */}
      <td
        className={`px-4 py-3 max-lg:p-0 ${claimable ? 'max-lg:flex max-lg:items-end max-lg:justify-end sm:max-lg:col-start-4' : 'max-lg:hidden'}`}
      >
        {claimable ? (
          <button
            type="button"
            className={`${buttonClass('primary', 'sm')} max-lg:px-4 max-lg:py-2 max-lg:text-sm`}
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
