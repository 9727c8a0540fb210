import { formatMoney } from '@podium/shared/common/money';
import { timeframeLabel, totalPrizes } from '@podium/shared/leaderboard/rules';
import type { Leaderboard, LeaderboardPlatform } from '@podium/shared/leaderboard/schemas';

interface LeaderboardTitleProps {
  platform: LeaderboardPlatform;
  leaderboard: Leaderboard | null;
}

/** SPEC §2: platform name, total prize sum, timeframe (default monthly) and the word LEADERBOARD. */
export function LeaderboardTitle({ platform, leaderboard }: LeaderboardTitleProps) {
  return (
    <h1 className="flex flex-col items-center gap-1 text-center">
      <span className="text-sm font-bold tracking-[0.3em] text-accent">{platform.name}</span>{' '}
      {leaderboard ? (
        <>
          <span className="bg-linear-to-b from-amber-100 via-yellow-300 to-amber-500 bg-clip-text font-mono text-4xl font-black text-transparent drop-shadow sm:text-6xl">
            {formatMoney(totalPrizes(leaderboard.prizes), leaderboard.currency_symbol)}
          </span>{' '}
        </>
      ) : null}
      <span className="text-xl font-black tracking-wide text-white sm:text-3xl">
        {timeframeLabel(platform.active_leaderboard?.timeframe)}{' '}
        <span className="text-primary">LEADERBOARD</span>
      </span>
    </h1>
  );
}
