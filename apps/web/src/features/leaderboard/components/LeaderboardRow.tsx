import { formatMoney } from '@podium/shared/common/money';
import type { RankedEntry } from '@podium/shared/leaderboard/rules';
import { Avatar } from '@/components/Avatar.tsx';
import { cx } from '@/components/cx.ts';
import { CELL, ROW_HEIGHT } from './table-layout.ts';

interface LeaderboardRowProps {
  entry: RankedEntry;
  prize: number | null;
  currencySymbol: string;
  rowIndex: number;
}

/** One table row for ranks 4 and up: the prize column shows a dash when there is none. */
export function LeaderboardRow({ entry, prize, currencySymbol, rowIndex }: LeaderboardRowProps) {
  return (
    <tr
      aria-rowindex={rowIndex}
      style={{ height: ROW_HEIGHT }}
      className="border-b border-white/5 text-sm transition-colors hover:bg-primary/5"
    >
      <td className={cx(CELL, 'text-xs font-bold text-slate-400 tabular-nums sm:font-mono sm:text-sm')}>
        {entry.rank}
      </td>
      <td className={CELL}>
        <div className="flex min-w-0 items-center gap-2 sm:gap-3">
          <Avatar
            src={entry.avatar}
            fallbackSeed={entry.rank}
            alt={`${entry.displayName}'s avatar`}
            size={32}
            className="hidden size-8 min-[400px]:block"
          />
          <span className="truncate font-semibold text-white" title={entry.displayName}>
            {entry.displayName}
          </span>
        </div>
      </td>
      <td className={cx(CELL, 'text-right text-xs text-slate-200 tabular-nums sm:font-mono sm:text-sm')}>
        {formatMoney(entry.wagered, currencySymbol)}
      </td>
      <td
        className={cx(
          CELL,
          'text-right text-xs font-bold tabular-nums sm:font-mono sm:text-sm',
          prize === null ? 'text-slate-500' : 'text-emerald-300',
        )}
      >
        {prize === null ? '-' : formatMoney(prize, currencySymbol)}
      </td>
    </tr>
  );
}
