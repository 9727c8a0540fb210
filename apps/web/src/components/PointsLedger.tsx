import { ledgerKindLabel } from '@podium/shared/points/ledger';
import type { PointsTransaction } from '@podium/shared/points/schemas';
import { cx } from '@/components/cx.ts';
import { EmptyNote, Panel } from '@/components/Panel.tsx';
import { Spinner } from '@/components/Spinner.tsx';
import { formatDateTime } from '@/lib/datetime.ts';
import { formatNumber, formatSigned } from '@/lib/format.ts';

/** A ledger row; the admin's view also knows who made an adjustment. */
export type LedgerRow = PointsTransaction & { actor?: { username: string } | null };

interface PointsLedgerProps {
  title: string;
  description?: string;
  /** The panel's heading level (see Panel). */
  level?: 2 | 3;
  rows: readonly LedgerRow[];
  status: 'pending' | 'error' | 'success';
  /** Adds a "By" column: who made each change (the admin's view of a member). */
  showActor?: boolean;
  /** "Load more" under the table, while older rows may exist. */
  more: { show: boolean; loading: boolean; onLoad: () => void };
}

const th = 'py-2 pr-3 text-xs font-semibold tracking-wide text-slate-400 uppercase';

/**
 * A points ledger, newest first, a page at a time: the member's own history on their profile and a
 * member's history in the admin panel. Columns: Date, Kind, Reason, Amount, Balance (and By).
 */
export function PointsLedger({
  title,
  description,
  level,
  rows,
  status,
  showActor,
  more,
}: PointsLedgerProps) {
  return (
    <Panel title={title} description={description} level={level}>
      {status === 'pending' ? (
        <Spinner label="Loading points history" className="py-6" />
      ) : status === 'error' ? (
        <EmptyNote>Points history could not be loaded.</EmptyNote>
      ) : rows.length === 0 ? (
        <EmptyNote>No points transactions yet.</EmptyNote>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption className="sr-only">Points history, newest first</caption>
            <thead>
              <tr>
                <th scope="col" className={th}>
                  Date
                </th>
                <th scope="col" className={th}>
                  Kind
                </th>
                <th scope="col" className={th}>
                  Reason
                </th>
                <th scope="col" className={cx(th, 'text-right')}>
                  Amount
                </th>
                <th scope="col" className={cx(th, 'text-right', !showActor && 'pr-0')}>
                  Balance
                </th>
                {showActor ? (
                  <th scope="col" className={cx(th, 'pr-0')}>
                    By
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody className="divide-y divide-white/5">
              {rows.map((row) => (
                <LedgerLine key={row.id} row={row} showActor={showActor ?? false} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {more.show ? (
        <button
          type="button"
          onClick={more.onLoad}
          disabled={more.loading}
          className="self-center rounded-lg border border-white/15 px-4 py-2 text-sm font-bold text-slate-100 hover:border-primary/60 disabled:opacity-60"
        >
          {more.loading ? 'Loading…' : 'Load more'}
        </button>
      ) : null}
    </Panel>
  );
}

function LedgerLine({ row, showActor }: { row: LedgerRow; showActor: boolean }) {
  return (
    <tr>
      <td className="py-2 pr-3 whitespace-nowrap text-slate-400">{formatDateTime(row.created_at)}</td>
      <td className="py-2 pr-3 capitalize">{ledgerKindLabel(row.kind)}</td>
      <td className="py-2 pr-3 break-words text-slate-300">{row.reason}</td>
      <td
        className={cx(
          'py-2 pr-3 text-right font-bold whitespace-nowrap tabular-nums',
          row.amount >= 0 ? 'text-emerald-300' : 'text-rose-300',
        )}
      >
        {formatSigned(row.amount)}
      </td>
      <td className={cx('py-2 text-right tabular-nums', showActor && 'pr-3')}>
        {formatNumber(row.balance_after)}
      </td>
      {showActor ? (
        <td className="py-2 text-slate-400">{row.actor ? `@${row.actor.username}` : '—'}</td>
      ) : null}
    </tr>
  );
}
