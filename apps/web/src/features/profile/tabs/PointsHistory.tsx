import { cx } from '@/components/cx.ts';
import { Spinner } from '@/components/Spinner.tsx';
import { usePointsHistory } from '../api/get-points-history.ts';
import { EmptyNote, Panel } from '../components/Panel.tsx';
import { formatDate, formatNumber } from '../format.ts';

const signed = (n: number) => `${n > 0 ? '+' : n < 0 ? '−' : ''}${formatNumber(Math.abs(n))}`;
const kindLabel = (kind: string) => kind.replaceAll('_', ' ');

/** The member's own points ledger, newest first, a page at a time (nobody else sees it). */
export function PointsHistory() {
  const { data, isPending, isError, hasNextPage, fetchNextPage, isFetchingNextPage } = usePointsHistory();
  const rows = data?.pages.flat() ?? [];
  return (
    <Panel title="Points History">
      {isPending ? (
        <Spinner label="Loading points history" className="py-6" />
      ) : isError ? (
        <EmptyNote>Points history could not be loaded.</EmptyNote>
      ) : rows.length === 0 ? (
        <EmptyNote>No points transactions yet.</EmptyNote>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption className="sr-only">Points history, newest first</caption>
            <thead className="text-xs tracking-wide text-slate-400 uppercase">
              <tr>
                <th scope="col" className="py-2 pr-3">
                  Date
                </th>
                <th scope="col" className="py-2 pr-3">
                  Kind
                </th>
                <th scope="col" className="py-2 pr-3">
                  Reason
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  Amount
                </th>
                <th scope="col" className="py-2 text-right">
                  Balance
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-white/5">
              {rows.map((t) => (
                <tr key={t.id}>
                  <td className="py-2 pr-3 whitespace-nowrap text-slate-400">{formatDate(t.created_at)}</td>
                  <td className="py-2 pr-3 capitalize">{kindLabel(t.kind)}</td>
                  <td className="py-2 pr-3 text-slate-300">{t.reason}</td>
                  <td
                    className={cx(
                      'py-2 pr-3 text-right font-bold tabular-nums',
                      t.amount >= 0 ? 'text-emerald-300' : 'text-rose-300',
                    )}
                  >
                    {signed(t.amount)}
                  </td>
                  <td className="py-2 text-right tabular-nums">{formatNumber(t.balance_after)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {hasNextPage ? (
        <button
          type="button"
          onClick={() => void fetchNextPage()}
          disabled={isFetchingNextPage}
          className="self-center rounded-lg border border-white/15 px-4 py-2 text-sm font-bold text-slate-100 hover:border-primary/60 disabled:opacity-60"
        >
          {isFetchingNextPage ? 'Loading…' : 'Load more'}
        </button>
      ) : null}
    </Panel>
  );
}
