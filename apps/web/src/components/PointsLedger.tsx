import { ledgerKindLabel } from '@podium/shared/points/ledger';
import type { PointsTransaction } from '@podium/shared/points/schemas';
import type { ReactNode } from 'react';
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
  /** How a row's moment reads (the admin panel passes its one date format). */
  when?: (iso: string) => ReactNode;
}

const th = 'py-2 pr-3 text-xs font-semibold tracking-wide text-slate-400 uppercase';
/**
 * Below `sm` each row is a card (two columns) and each cell names its column from `data-label` (CSS
 * generated text, so the cell's own text stays the value): no sideways scroll on a phone (decision 056).
 */
const td =
  'py-2 max-sm:block max-sm:p-0 max-sm:text-left max-sm:before:block max-sm:before:text-xs ' +
  'max-sm:before:font-semibold max-sm:before:tracking-wide max-sm:before:text-slate-400 ' +
  'max-sm:before:uppercase max-sm:before:content-[attr(data-label)]';

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
  when = formatDateTime,
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
        <div className="sm:overflow-x-auto">
          <table className="w-full text-left text-sm max-sm:block sm:min-w-[36rem]">
            <caption className="sr-only">Points history, newest first</caption>
            <thead className="max-sm:sr-only">
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
            <tbody className="divide-y divide-white/5 max-sm:block">
              {rows.map((row) => (
                <LedgerLine key={row.id} row={row} showActor={showActor ?? false} when={when} />
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

function LedgerLine({
  row,
  showActor,
  when,
}: {
  row: LedgerRow;
  showActor: boolean;
  when: (iso: string) => ReactNode;
}) {
  return (
    <tr className="max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-4 max-sm:gap-y-2 max-sm:py-3">
      <td
        data-label="Date"
        className={cx(td, 'pr-3 whitespace-nowrap text-slate-400 max-sm:whitespace-normal')}
      >
        {when(row.created_at)}
      </td>
      <td data-label="Kind" className={cx(td, 'pr-3 capitalize')}>
        {ledgerKindLabel(row.kind)}
      </td>
      <td data-label="Reason" className={cx(td, 'pr-3 break-words text-slate-300 max-sm:col-span-full')}>
        {row.reason}
      </td>
      <td
        data-label="Amount"
        className={cx(
          td,
          'pr-3 text-right font-bold whitespace-nowrap tabular-nums',
          row.amount >= 0 ? 'text-emerald-300' : 'text-rose-300',
        )}
      >
        {formatSigned(row.amount)}
      </td>
      <td data-label="Balance" className={cx(td, 'text-right tabular-nums', showActor && 'pr-3')}>
        {formatNumber(row.balance_after)}
      </td>
      {showActor ? (
        <td data-label="By" className={cx(td, 'text-slate-400 max-sm:col-span-full')}>
          {row.actor ? `@${row.actor.username}` : '—'}
        </td>
      ) : null}
    </tr>
  );
}
