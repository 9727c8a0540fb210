import { formatMoney } from '@podium/shared/common/money';
import type { LeaderboardEntry } from '@podium/shared/leaderboard/schemas';
import { Avatar } from '@/components/Avatar.tsx';
import { cx } from '@/components/cx.ts';
import type { Medal } from './medals.ts';

interface PodiumCardProps {
  entry: LeaderboardEntry;
  rank: number;
  medal: Medal;
  prize: number | null;
  currencySymbol: string;
  compact: boolean;
}

/**
 * One podium place: avatar, name, wagered amount and (only when one exists) the prize badge.
 * A compact row on phones, a standing card from 640 px up.
 */
export function PodiumCard({ entry, rank, medal, prize, currencySymbol, compact }: PodiumCardProps) {
  const winner = rank === 1 && !compact;
  return (
    <li
      aria-label={`Rank ${rank}`}
      className={cx(
        'relative flex items-center gap-4 rounded-2xl border bg-card px-4 pt-5 pb-4 shadow-xl backdrop-blur sm:flex-col sm:gap-2 sm:pt-8 sm:pb-5 sm:text-center',
        medal.glow,
        medal.order,
        compact ? '' : medal.lift,
      )}
    >
      <span
        className={cx(
          'absolute -top-3 left-4 rounded-full bg-linear-to-b px-3 py-0.5 text-xs font-black tracking-wider shadow sm:left-1/2 sm:-translate-x-1/2',
          medal.badge,
        )}
      >
        {medal.label}
      </span>
      <Avatar
        src={entry.avatar}
        fallbackSeed={rank - 1}
        alt={`${entry.displayName}'s avatar`}
        size={winner ? 96 : 80}
        className={cx(
          'size-14 ring-4 ring-offset-2 ring-offset-slate-900',
          winner ? 'sm:size-24' : compact ? 'sm:size-16' : 'sm:size-20',
          medal.ring,
        )}
      />
      <div className="flex min-w-0 flex-1 flex-col sm:items-center sm:gap-1">
        <p
          className="truncate text-base font-bold text-white sm:mt-1 sm:max-w-full sm:text-lg"
          title={entry.displayName}
        >
          {entry.displayName}
        </p>
        {entry.favoriteGameTitle ? (
          <p className="hidden max-w-full truncate text-xs text-slate-400 sm:block">
            Favourite: {entry.favoriteGameTitle}
          </p>
        ) : null}
        <p className="flex items-baseline gap-2 sm:flex-col sm:items-center sm:gap-1">
          <span className="text-[0.65rem] tracking-widest text-slate-400 uppercase sm:text-xs">Wagered</span>
          <span className="font-mono text-sm font-bold text-accent tabular-nums sm:text-lg">
            {formatMoney(entry.wagered, currencySymbol)}
          </span>
        </p>
      </div>
      {prize !== null ? (
        <p className="absolute -top-3 right-4 rounded-full border border-emerald-400/40 bg-emerald-950 px-3 py-0.5 text-xs font-bold text-emerald-300 sm:static sm:mt-1 sm:bg-emerald-500/15 sm:py-1 sm:text-sm">
          <span className="sr-only">Prize: </span>
          {formatMoney(prize, currencySymbol)}
        </p>
      ) : null}
    </li>
  );
}
