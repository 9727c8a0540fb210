import { formatMoney } from '@podium/shared/common/money';
import { historyMessages as m } from '@podium/shared/history/messages';
import type { HistoryWinner } from '@podium/shared/history/schemas';
import { Link } from 'react-router';
import { Pill } from '@/components/Pill.tsx';

/** A place as people say it: 1st, 2nd, 3rd, 11th, 22nd. */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

const placeTone = ['text-amber-300', 'text-slate-200', 'text-orange-300'];

/** A leaderboard prize's state: Paid, or Pending until its payout is paid. */
export const PaidPill = ({ paid }: { paid: boolean }) =>
  paid ? <Pill tone="emerald">{m.paid}</Pill> : <Pill tone="amber">{m.pending}</Pill>;

/**
 * A past contest's winners, one line each: the place, the name (a member's links to their profile),
 * what the place is for, and what they won (a leaderboard's wager and whether its prize is paid). Lines
 * wrap on a phone instead of scrolling sideways.
 */
export function WinnerList({
  winners,
  label,
  currency = '$',
}: {
  winners: readonly HistoryWinner[];
  label: string;
  /** A leaderboard's currency symbol, for the wagers. */
  currency?: string;
}) {
  if (winners.length === 0) return <p className="text-sm text-slate-400">{m.noWinners}</p>;
  return (
    <ol aria-label={label} className="flex flex-col divide-y divide-white/5">
      {winners.map((w) => (
        <li
          key={`${w.place}-${w.name}`}
          className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-2 text-sm"
        >
          <span className={`w-10 shrink-0 font-black ${placeTone[w.place - 1] ?? 'text-slate-400'}`}>
            {ordinal(w.place)}
          </span>
          <span className="min-w-0 flex-1 break-words font-semibold text-white">
            {w.username ? (
              <Link to={`/profile/${encodeURIComponent(w.username)}`} className="hover:text-primary">
                {w.name}
              </Link>
            ) : (
              w.name
            )}
            {w.label ? <span className="block text-xs font-normal text-slate-400">{w.label}</span> : null}
          </span>
          {w.wagered !== null ? (
            <span className="text-slate-400 tabular-nums">
              <span className="sr-only">Wagered </span>
              {formatMoney(w.wagered, currency)}
            </span>
          ) : null}
          {w.prize ? <span className="break-words text-emerald-200">{w.prize}</span> : null}
          {w.paid !== null ? <PaidPill paid={w.paid} /> : null}
        </li>
      ))}
    </ol>
  );
}
