import { prizeForRank, type RankedEntry } from '@podium/shared/leaderboard/rules';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { LeaderboardRow } from './LeaderboardRow.tsx';
import { ROW_HEIGHT } from './table-layout.ts';
import { useScrollMargin } from './use-scroll-margin.ts';

interface VirtualRowsProps {
  rows: readonly RankedEntry[];
  prizes: readonly number[];
  currencySymbol: string;
}

/**
 * Rows rendered before the page has measured the window: on the server, and while hydrating. The
 * first 50 players are in the HTML (readable without JavaScript), and the spacer below them keeps
 * the page its full height, so nothing moves when the browser takes over.
 */
const FIRST_RENDER_ROWS = 50;

/** A spacer row standing in for the rows that are scrolled out of view. */
const Spacer = ({ height }: { height: number }) =>
  height > 0 ? (
    <tr>
      <td aria-hidden="true" colSpan={4} style={{ height, padding: 0 }} />
    </tr>
  ) : null;

/**
 * The table body: only rows near the viewport are in the DOM (spacer rows keep the page height),
 * so 10,000 players scroll smoothly with the page while it stays a real, screen-reader table.
 */
export function VirtualRows({ rows, prizes, currencySymbol }: VirtualRowsProps) {
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const scrollMargin = useScrollMargin(bodyRef);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    scrollMargin,
    initialRect: { width: 0, height: FIRST_RENDER_ROWS * ROW_HEIGHT },
    getItemKey: (index) => rows[index]?.rank ?? index,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  const before = first ? first.start - scrollMargin : 0;
  const after = last ? virtualizer.getTotalSize() - (last.end - scrollMargin) : 0;

  return (
    <tbody ref={bodyRef}>
      <Spacer height={before} />
      {items.map((item) => {
        const entry = rows[item.index];
        if (!entry) return null;
        return (
          <LeaderboardRow
            key={item.key}
            entry={entry}
            prize={prizeForRank(prizes, entry.rank)}
            currencySymbol={currencySymbol}
            rowIndex={item.index + 2}
          />
        );
      })}
      <Spacer height={after} />
    </tbody>
  );
}
