import { formatMoney } from '@podium/shared/common/money';
import type { VipPlatformTiers } from '@podium/shared/vip/schemas';
import { useClaimTier } from '@/features/vip/api/claim-tier.ts';
import { useAuth } from '@/lib/use-auth.ts';
import { TierRow } from './TierRow.tsx';

const head = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-400 uppercase';

/**
 * SPEC §2: the member's wagered amount first, then per tier its icon, name, wager, reward, progress,
 * status, action. Below `lg` (where the six columns no longer fit) each tier stacks into a card whose
 * cells carry their column's name, so Claim is in reach on a phone with no sideways scroll. The switch
 * is CSS only, so the server's HTML is already right for the screen (decision 056).
 */
export function TierTable({ tab }: { tab: VipPlatformTiers }) {
  const username = useAuth().user?.username ?? '';
  const claim = useClaimTier(username);
  const name = tab.platform.name;
  return (
    <div className="flex flex-col gap-4">
      <p className="rounded-2xl border border-primary/30 bg-card px-5 py-4 text-slate-300">
        Your wagered amount on {name}:{' '}
        <strong className="text-xl font-black text-white tabular-nums">
          {formatMoney(tab.user_wagered, '$', 0)}
        </strong>
      </p>
      <div className="rounded-2xl border border-white/10 bg-card lg:overflow-x-auto">
        <table className="w-full border-collapse text-sm max-lg:block lg:min-w-[48rem]">
          <caption className="sr-only">{`${name} VIP tiers`}</caption>
          <thead className="border-b border-white/10 max-lg:sr-only">
            <tr>
              <th scope="col" className={head}>
                Tier
              </th>
              <th scope="col" className={head}>
                Required Wager
              </th>
              <th scope="col" className={head}>
                Reward
              </th>
              <th scope="col" className={head}>
                Progress
              </th>
              <th scope="col" className={head}>
                Status
              </th>
              <th scope="col" className={head}>
                Action
              </th>
            </tr>
          </thead>
          <tbody className="max-lg:block">
            {tab.tiers.map((tier) => (
              <TierRow
                key={tier.id}
                tier={tier}
                wagered={tab.user_wagered}
                claiming={claim.isPending && claim.variables === tier.id}
                onClaim={() => claim.mutate(tier.id)}
              />
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
