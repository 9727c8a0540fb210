import { filterByDisplayName, rankRest } from '@podium/shared/leaderboard/rules';
import type { LeaderboardEntry } from '@podium/shared/leaderboard/schemas';
import { useDeferredValue, useMemo, useState } from 'react';
import { cx } from '@/components/cx.ts';
import { SearchBox } from '@/components/SearchBox.tsx';
import { CELL } from './table-layout.ts';
import { VirtualRows } from './VirtualRows.tsx';

interface LeaderboardTableProps {
  platformName: string;
  rest: LeaderboardEntry[];
  prizes: readonly number[];
  currencySymbol: string;
}

const headClass = cx(
  CELL,
  'h-11 text-[0.65rem] font-bold text-slate-400 sm:text-[0.7rem] sm:tracking-widest',
);

/** SPEC §2/§5: ranks 4 and up with a case-insensitive name search that keeps the real ranks. */
export function LeaderboardTable({ platformName, rest, prizes, currencySymbol }: LeaderboardTableProps) {
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const ranked = useMemo(() => rankRest(rest), [rest]);
  const rows = useMemo(() => filterByDisplayName(ranked, deferredQuery), [ranked, deferredQuery]);
  const filtering = deferredQuery.trim() !== '';

  return (
    <section aria-label="Ranks 4 and up" className="flex flex-col gap-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <h2 className="text-lg font-bold text-white">All Players</h2>
        <SearchBox
          label="Search players"
          placeholder="Search players..."
          value={query}
          onChange={setQuery}
          className="sm:w-72"
        />
      </div>
      <p aria-live="polite" className={cx('text-xs text-slate-400', !filtering && 'sr-only')}>
        {filtering ? `Showing ${rows.length} of ${ranked.length} players` : `${ranked.length} players`}
      </p>
      <div className="overflow-hidden rounded-2xl border border-white/10 bg-card">
        <table aria-rowcount={rows.length + 1} className="w-full table-fixed border-collapse">
          <caption className="sr-only">{platformName} leaderboard, ranks 4 and up</caption>
          <colgroup>
            <col className="w-12 sm:w-20" />
            <col />
            <col className="w-22 sm:w-40" />
            <col className="w-18 sm:w-32" />
          </colgroup>
          <thead className="border-b border-white/10 bg-slate-950/60">
            <tr aria-rowindex={1}>
              <th scope="col" className={cx(headClass, 'text-left')}>
                RANK
              </th>
              <th scope="col" className={cx(headClass, 'text-left')}>
                PLAYER
              </th>
              <th scope="col" className={cx(headClass, 'text-right')}>
                WAGERED
              </th>
              <th scope="col" className={cx(headClass, 'text-right')}>
                PRIZE
              </th>
            </tr>
          </thead>
          {rows.length > 0 ? (
            <VirtualRows rows={rows} prizes={prizes} currencySymbol={currencySymbol} />
          ) : (
            <tbody>
              <tr>
                <td colSpan={4} className="px-5 py-10 text-center text-sm text-slate-400">
                  No players found matching "{deferredQuery.trim()}"
                </td>
              </tr>
            </tbody>
          )}
        </table>
      </div>
    </section>
  );
}
