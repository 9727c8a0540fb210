import { liveTopics } from '@podium/shared/common/live';
import { selectBoard } from '@podium/shared/leaderboard/board';
import type { LeaderboardPlatform } from '@podium/shared/leaderboard/schemas';
import { useState } from 'react';
import { Link } from 'react-router';
import { leaderboardQuery, useLeaderboard } from '@/api/get-leaderboard.ts';
import { useSettings } from '@/api/get-site-settings.ts';
import { EmptyState } from '@/components/EmptyState.tsx';
import { Spinner } from '@/components/Spinner.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useLive } from '@/lib/use-live.ts';
import { useLogError } from '@/lib/use-log-error.ts';
import { LeaderboardBoard, NO_DATA } from './components/LeaderboardBoard.tsx';
import { LeaderboardTitle } from './components/LeaderboardTitle.tsx';
import { PlatformTabs } from './components/PlatformTabs.tsx';

const liveBoards = { [liveTopics.leaderboard]: [leaderboardQuery.queryKey] };

const pageClass = 'mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-10 sm:px-6 sm:py-14';

/** /leaderboard: wagering per affiliate platform (SPEC §2 "Leaderboard"). */
export function LeaderboardPage() {
  const { data, isPending, error } = useLeaderboard();
  useLive(liveBoards); // an admin change, a new period or new wagers refetch the board at once
  const siteName = useSettings().data?.site_name;
  const [chosenSlug, setChosenSlug] = useState<string | null>(null);
  useLogError(error, 'Failed to load leaderboard'); // SPEC §8: only logged, no toast
  useDocumentTitle(siteName ? `Leaderboard | ${siteName}` : 'Leaderboard');

  if (isPending) {
    return (
      <div className={pageClass}>
        <Spinner label="Loading leaderboard" />
      </div>
    );
  }
  const selected = data ? selectBoard(data, chosenSlug) : null;
  if (!data || !selected) {
    return (
      <div className={pageClass}>
        <EmptyState title={NO_DATA} />
      </div>
    );
  }

  const boardFor = (platform: LeaderboardPlatform) => (
    <LeaderboardBoard platform={platform} leaderboard={data.all_leaderboards[platform.slug] ?? null} />
  );

  return (
    <div className={pageClass}>
      <LeaderboardTitle platform={selected.platform} leaderboard={selected.leaderboard} />
      {/* Closed periods' podiums and prizes, and every other contest's winners (decision 065). */}
      <Link
        to="/leaderboard/history?kind=leaderboards"
        className="self-center text-sm font-semibold text-primary hover:underline"
      >
        Past winners →
      </Link>
      {data.platforms.length > 1 ? (
        <PlatformTabs
          platforms={data.platforms}
          value={selected.platform.slug}
          onValueChange={setChosenSlug}
          renderPanel={boardFor}
        />
      ) : (
        boardFor(selected.platform)
      )}
    </div>
  );
}
