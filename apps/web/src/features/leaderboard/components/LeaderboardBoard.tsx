import { hasParticipants } from '@podium/shared/leaderboard/board';
import type { Leaderboard, LeaderboardPlatform } from '@podium/shared/leaderboard/schemas';
import { Countdown } from '@/components/Countdown.tsx';
import { EmptyState } from '@/components/EmptyState.tsx';
import { TrophyIcon } from '@/components/icons/feature-icons.tsx';
import { Podium } from '@/components/podium/Podium.tsx';
import { LeaderboardTable } from './LeaderboardTable.tsx';
import { PausedBanner } from './PausedBanner.tsx';

export const NO_DATA = 'No leaderboard data available';

interface LeaderboardBoardProps {
  platform: LeaderboardPlatform;
  leaderboard: Leaderboard | null;
}

/** One platform's board: paused banner, countdown, podium and the table (or the empty states). */
export function LeaderboardBoard({ platform, leaderboard }: LeaderboardBoardProps) {
  if (!leaderboard) return <EmptyState title={NO_DATA} />;
  return (
    <div className="flex flex-col gap-10">
      {platform.is_paused ? <PausedBanner message={platform.pause_message} /> : null}
      <Countdown endTimestamp={leaderboard.current_period.endTimestamp} />
      {hasParticipants(leaderboard) ? (
        <>
          {leaderboard.top_three.length > 0 ? (
            <Podium
              topThree={leaderboard.top_three}
              prizes={leaderboard.prizes}
              currencySymbol={leaderboard.currency_symbol}
              className="mx-auto w-full max-w-4xl"
            />
          ) : null}
          {leaderboard.rest_of_users.length > 0 ? (
            <LeaderboardTable
              platformName={platform.name}
              rest={leaderboard.rest_of_users}
              prizes={leaderboard.prizes}
              currencySymbol={leaderboard.currency_symbol}
            />
          ) : null}
        </>
      ) : (
        <EmptyState
          icon={<TrophyIcon size={40} />}
          title="No Participants Yet"
          description="Be the first to compete in this leaderboard!"
        />
      )}
    </div>
  );
}
