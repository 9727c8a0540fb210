import { ADMIN_HISTORY_PAGE_SIZE, type AdminPointsTransaction } from '@podium/shared/members';
import { toast } from 'sonner';
import { buttonClass } from '@/components/styles.ts';
import { formatDateTime } from '@/lib/datetime.ts';
import { errorMessage } from '@/lib/form-errors.ts';
import { formatNumber } from '@/lib/format.ts';
import { useOlderPointsHistory } from './api/get-points-history.ts';
import { formatSigned, kindLabel } from './format.ts';
import { Panel } from './Panel.tsx';

const th = 'px-3 py-2.5 text-left text-xs font-semibold uppercase tracking-wide text-slate-400';

/** The member's ledger, newest first: the latest rows with the page, older ones on "Load more". */
export function PointsHistory({ userId, latest }: { userId: number; latest: AdminPointsTransaction[] }) {
  const older = useOlderPointsHistory(userId, latest);
  const rows = [...latest, ...(older.data?.pages.flat() ?? [])];
  const mayHaveMore = latest.length >= ADMIN_HISTORY_PAGE_SIZE && (!older.data || older.hasNextPage);

  const loadMore = () =>
    void older.fetchNextPage().then((result) => {
      if (result.isError) toast.error(errorMessage(result.error));
    });

  return (
    <Panel title="Points history" description="Every change to the member's points, newest first.">
      {rows.length === 0 ? (
        <p className="text-sm text-slate-400">No points transactions yet.</p>
      ) : (
        <div className="-mx-5 sm:-mx-6">
          <table className="w-full text-sm">
            <caption className="sr-only">Points history</caption>
            <thead className="border-y border-white/10 bg-white/[0.03]">
              <tr>
                <th scope="col" className={`${th} pl-5 sm:pl-6`}>
                  Reason
                </th>
                <th scope="col" className={`${th} hidden md:table-cell`}>
                  Kind
                </th>
                <th scope="col" className={`${th} text-right`}>
                  Amount
                </th>
                <th scope="col" className={`${th} hidden text-right sm:table-cell`}>
                  Balance after
                </th>
                <th scope="col" className={`${th} hidden lg:table-cell`}>
                  Date
                </th>
                <th scope="col" className={`${th} hidden pr-6 lg:table-cell`}>
                  By
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-white/5">
              {rows.map((row) => (
                <HistoryRow key={row.id} row={row} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {mayHaveMore ? (
        <button
          type="button"
          className={`${buttonClass('secondary', 'sm')} mt-4`}
          onClick={loadMore}
          disabled={older.isFetching}
        >
          {older.isFetching ? 'Loading…' : 'Load more'}
        </button>
      ) : null}
    </Panel>
  );
}

function HistoryRow({ row }: { row: AdminPointsTransaction }) {
  const actor = row.actor ? `@${row.actor.username}` : null;
  const when = formatDateTime(row.created_at);
  return (
    <tr>
      <td className="py-2.5 pr-3 pl-5 align-top sm:pl-6">
        <p className="break-words text-slate-100">{row.reason}</p>
        {/* On narrow screens the hidden columns' facts sit under the reason. */}
        <p className="mt-0.5 text-xs text-slate-400 lg:hidden">
          <span className="md:hidden">{kindLabel(row.kind)} · </span>
          {when}
          {actor ? ` · by ${actor}` : ''}
          <span className="sm:hidden"> · balance {formatNumber(row.balance_after)}</span>
        </p>
      </td>
      <td className="hidden px-3 py-2.5 align-top text-slate-300 md:table-cell">{kindLabel(row.kind)}</td>
      <td
        className={`px-3 py-2.5 text-right align-top font-medium whitespace-nowrap tabular-nums ${
          row.amount >= 0 ? 'text-emerald-300' : 'text-rose-300'
        }`}
      >
        {row.amount === 0 ? '0' : formatSigned(row.amount)}
      </td>
      <td className="hidden px-3 py-2.5 text-right align-top text-slate-300 tabular-nums sm:table-cell">
        {formatNumber(row.balance_after)}
      </td>
      <td className="hidden px-3 py-2.5 align-top whitespace-nowrap text-slate-400 lg:table-cell">{when}</td>
      <td className="hidden py-2.5 pr-6 pl-3 align-top text-slate-400 lg:table-cell">{actor ?? '—'}</td>
    </tr>
  );
}
