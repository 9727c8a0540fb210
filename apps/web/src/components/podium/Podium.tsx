import { PODIUM_PLACES, prizeForRank } from '@podium/shared/leaderboard/rules';
import type { LeaderboardEntry } from '@podium/shared/leaderboard/schemas';
import { cx } from '@/components/cx.ts';
import { medals } from './medals.ts';
import { PodiumCard } from './PodiumCard.tsx';

interface PodiumProps {
  topThree: readonly LeaderboardEntry[];
  prizes: readonly number[];
  currencySymbol: string;
  compact?: boolean;
  className?: string;
}

/** SPEC §2: ranks 1-3, the winner in the middle on wide screens and first on narrow ones. */
export function Podium({ topThree, prizes, currencySymbol, compact = false, className }: PodiumProps) {
  const places = topThree.slice(0, PODIUM_PLACES).map((entry, i) => ({ entry, rank: i + 1 }));
  return (
    <ol
      aria-label="Top three"
      className={cx('grid gap-6 pt-3 sm:grid-cols-3 sm:items-end sm:gap-4', className)}
    >
      {places.map(({ entry, rank }) => (
        <PodiumCard
          key={rank}
          entry={entry}
          rank={rank}
          medal={medals[rank - 1]!}
          prize={prizeForRank(prizes, rank)}
          currencySymbol={currencySymbol}
          compact={compact}
        />
      ))}
    </ol>
  );
}
