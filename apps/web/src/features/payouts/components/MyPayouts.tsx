import { formatMoney } from '@podium/shared/common/money';
import { payoutMessages } from '@podium/shared/payouts/messages';
import { payoutStatusLabel } from '@podium/shared/payouts/rules';
import { RetryButton } from '@/components/buttons/RetryButton.tsx';
import { EmptyState } from '@/components/EmptyState.tsx';
import { Panel } from '@/components/Panel.tsx';
import { Pill, type PillTone } from '@/components/Pill.tsx';
import { Spinner } from '@/components/Spinner.tsx';
import { useMyPayouts } from '@/features/payouts/api/get-my-payouts.ts';
import { formatDate } from '@/lib/format.ts';
import { useAuth } from '@/lib/use-auth.ts';

const tone: Record<'pending' | 'paid' | 'rejected', PillTone> = {
  pending: 'amber',
  paid: 'emerald',
  rejected: 'rose',
};

/** The member's cash payouts (VIP cash rewards, prizes): pending, paid with its reference, or rejected and why. */
export function MyPayouts() {
  const signedIn = useAuth().user !== null;
  const { data, isPending, refetch, isFetching } = useMyPayouts(signedIn);
  if (!signedIn) return null;
  return (
    <Panel
      title="Your Payouts"
      description="Cash rewards are sent to your casino account by our team; each one shows where it stands."
    >
      {isPending ? (
        <Spinner inline label="Loading payouts" />
      ) : !data ? (
        <EmptyState size="panel" title={payoutMessages.loadFailed}>
          <RetryButton onClick={() => void refetch()} busy={isFetching} />
        </EmptyState>
      ) : data.length === 0 ? (
        <p className="text-sm text-slate-400">No payouts yet. Cash rewards you claim show up here.</p>
      ) : (
        <ul aria-label="Payouts" className="flex flex-col divide-y divide-white/5">
          {data.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3">
              <div className="flex min-w-0 flex-1 flex-col">
                <span className="font-semibold text-white">{p.description}</span>
                <span className="text-xs text-slate-400">
                  <time dateTime={p.created_at}>{formatDate(p.created_at)}</time>
                  {p.casino_username ? ` · to ${p.casino_username}` : null}
                </span>
                {p.status === 'paid' && p.reference ? (
                  <span className="text-xs text-emerald-300">Reference: {p.reference}</span>
                ) : null}
                {p.status === 'rejected' && p.reason ? (
                  <span className="text-xs text-rose-300">Reason: {p.reason}</span>
                ) : null}
              </div>
              <span className="font-bold text-accent tabular-nums">{formatMoney(p.amount, '$', 0)}</span>
              <Pill tone={tone[p.status]}>{payoutStatusLabel(p.status)}</Pill>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
