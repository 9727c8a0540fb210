import { formatMoney } from '@podium/shared/common/money';
import { canDecidePayout, isOwnPayout, payoutStatusLabel } from '@podium/shared/payouts/rules';
import type { AdminPayout } from '@podium/shared/payouts/schemas';
import { AdminDate } from '@/components/admin/AdminDate.tsx';
import { type BadgeTone, StatusBadge } from '@/components/admin/StatusBadge.tsx';
import { buttonClass } from '@/components/styles.ts';
import type { DecisionKind } from './DecideDialog.tsx';
import { sourceLabels } from './labels.ts';

const tone: Record<AdminPayout['status'], BadgeTone> = {
  pending: 'amber',
  paid: 'emerald',
  rejected: 'rose',
};
const head = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-400 uppercase';

interface PayoutTableProps {
  rows: AdminPayout[];
  viewerId: number | null;
  busy: boolean;
  onDecide: (payout: AdminPayout, kind: DecisionKind) => void;
}

/** The queue: who, what, where to send it, its state and who decided; pending rows get Mark paid and Reject. */
export function PayoutTable({ rows, viewerId, busy, onDecide }: PayoutTableProps) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-white/10 bg-card" aria-busy={busy || undefined}>
      <table className="w-full min-w-[52rem] border-collapse text-sm">
        <caption className="sr-only">Payouts</caption>
        <thead className="border-b border-white/10">
          <tr>
            <th scope="col" className={head}>
              Member
            </th>
            <th scope="col" className={head}>
              For
            </th>
            <th scope="col" className={head}>
              Amount
            </th>
            <th scope="col" className={head}>
              Send to
            </th>
            <th scope="col" className={head}>
              Status
            </th>
            <th scope="col" className={head}>
              Action
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((p) => {
            const own = viewerId !== null && isOwnPayout(p.user.id, viewerId);
            return (
              <tr key={p.id} className="border-b border-white/5 align-top last:border-0">
                <th scope="row" className="px-3 py-3 text-left font-semibold text-white">
                  {p.user.display_name}
                  <span className="block text-xs font-normal text-slate-400">@{p.user.username}</span>
                </th>
                <td className="px-3 py-3 text-slate-200">
                  {p.description}
                  <span className="block text-xs text-slate-400">
                    {sourceLabels[p.source]} · <AdminDate iso={p.created_at} />
                  </span>
                </td>
                <td className="px-3 py-3 font-bold text-accent tabular-nums">
                  {formatMoney(p.amount, '$', 2)}
                </td>
                <td className="px-3 py-3 text-slate-200">
                  {p.casino_username ?? '—'}
                  {p.platform ? (
                    <span className="block text-xs text-slate-400">{p.platform.name}</span>
                  ) : null}
                  {p.flags.length > 0 ? (
                    <ul className="mt-1 space-y-1" aria-label={`Warnings on payout ${p.id}`}>
                      {p.flags.map((flag) => (
                        <li key={flag.kind} className="text-xs font-semibold text-rose-300">
                          <span aria-hidden="true">⚠ </span>
                          {flag.message}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </td>
                <td className="px-3 py-3">
                  <StatusBadge tone={tone[p.status]}>{payoutStatusLabel(p.status)}</StatusBadge>
                  {p.decided_by ? (
                    <span className="mt-1 block text-xs text-slate-400">
                      by {p.decided_by.username}
                      {p.decided_at ? (
                        <>
                          {' '}
                          · <AdminDate iso={p.decided_at} />
                        </>
                      ) : null}
                    </span>
                  ) : null}
                  {p.reference ? (
                    <span className="block text-xs text-slate-300">Ref: {p.reference}</span>
                  ) : null}
                  {p.reason ? <span className="block text-xs text-rose-300">{p.reason}</span> : null}
                </td>
                <td className="px-3 py-3">
                  {canDecidePayout(p.status) ? (
                    own ? (
                      <span className="text-xs text-slate-400">Your own: another admin pays it</span>
                    ) : (
                      <div className="flex flex-wrap gap-2">
                        <button
                          type="button"
                          className={buttonClass('primary', 'sm')}
                          onClick={() => onDecide(p, 'paid')}
                          aria-label={`Mark payout to ${p.user.username} paid`}
                        >
                          Mark paid
                        </button>
                        <button
                          type="button"
                          className={buttonClass('ghost', 'sm')}
                          onClick={() => onDecide(p, 'reject')}
                          aria-label={`Reject payout to ${p.user.username}`}
                        >
                          Reject
                        </button>
                      </div>
                    )
                  ) : (
                    <span className="text-slate-500">—</span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
