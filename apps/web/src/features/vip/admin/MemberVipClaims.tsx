import { payoutStatusLabel } from '@podium/shared/payouts/rules';
import { vipMessages } from '@podium/shared/vip/messages';
import { vipRewardLabel } from '@podium/shared/vip/rules';
import type { AdminVipClaim } from '@podium/shared/vip/schemas';
import { toast } from 'sonner';
import { AdminDate } from '@/components/admin/AdminDate.tsx';
import { StatusBadge } from '@/components/admin/StatusBadge.tsx';
import { Panel } from '@/components/Panel.tsx';
import { QueryState } from '@/components/QueryState.tsx';
import { buttonClass } from '@/components/styles.ts';
import { errorMessage } from '@/lib/form-errors.ts';
import { useAuth } from '@/lib/use-auth.ts';
import { useMemberClaims } from './api/get-member-claims.ts';
import { useReopenClaim } from './api/reopen-claim.ts';

/** A member's VIP claims on their admin page: what, when, the payout's state, and Reopen after a rejection. */
export function MemberVipClaims({ userId }: { userId: number }) {
  const query = useMemberClaims(userId);
  const reopen = useReopenClaim(userId);
  const self = useAuth().user?.id === userId;
  const onReopen = (claim: AdminVipClaim) =>
    reopen.mutate(claim.id, {
      onSuccess: (envelope) => toast.success(envelope.message ?? vipMessages.claimReopened),
      onError: (error) => toast.error(errorMessage(error)),
    });
  return (
    <Panel
      title="VIP claims"
      level={3}
      description="Tiers this member claimed. A cash claim whose payout was rejected can be reopened."
    >
      <QueryState query={query} what="VIP claims">
        {(claims) =>
          claims.length === 0 ? (
            <p className="text-sm text-slate-400">No VIP claims yet.</p>
          ) : (
            <ul aria-label="VIP claims" className="flex flex-col divide-y divide-white/5">
              {claims.map((c) => (
                <li key={c.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3">
                  <div className="flex min-w-0 flex-1 flex-col">
                    <span className="font-semibold text-white">
                      {c.tier.name} · {c.platform.name}
                      {c.tier.retired ? ' (retired)' : ''}
                    </span>
                    <span className="text-xs text-slate-400">
                      {vipRewardLabel(c.reward_type, c.reward_amount)} · claimed{' '}
                      <AdminDate iso={c.created_at} />
                      {c.reopened_at ? ` · reopened by ${c.reopened_by?.username ?? 'an admin'}` : ''}
                    </span>
                  </div>
                  {c.payout ? (
                    <StatusBadge
                      tone={
                        c.payout.status === 'rejected'
                          ? 'rose'
                          : c.payout.status === 'paid'
                            ? 'emerald'
                            : 'amber'
                      }
                    >{`Payout ${payoutStatusLabel(c.payout.status)}`}</StatusBadge>
                  ) : null}
                  {c.can_reopen && !self ? (
                    <button
                      type="button"
                      className={buttonClass('secondary', 'sm')}
                      disabled={reopen.isPending}
                      onClick={() => onReopen(c)}
                      aria-label={`Reopen ${c.tier.name} claim`}
                    >
                      Reopen
                    </button>
                  ) : null}
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </Panel>
  );
}
