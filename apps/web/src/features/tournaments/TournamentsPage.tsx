import {
  tournamentMessages as m,
  type TournamentFilter,
  tournamentFilters,
} from '@podium/shared/tournaments/messages';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { useSettings } from '@/api/get-site-settings.ts';
import { RetryButton } from '@/components/buttons/RetryButton.tsx';
import { cx } from '@/components/cx.ts';
import { EmptyState } from '@/components/EmptyState.tsx';
import { Spinner } from '@/components/Spinner.tsx';
import { buttonClass } from '@/components/styles.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useTournaments } from './api/get-tournaments.ts';
import { useTournamentLive } from './api/use-tournament-live.ts';
import { TournamentCard } from './components/TournamentCard.tsx';

const pageClass = 'mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-12';

/** /tournaments (SPEC §2): filters All, Active, Predictions Open, Completed; cards; paging. */
export function TournamentsPage() {
  const [filter, setFilter] = useState<TournamentFilter>('all');
  const [page, setPage] = useState(1);
  const {
    data: list,
    isPending,
    isError,
    isRefetchError,
    refetch,
    isFetching,
  } = useTournaments(page, filter);
  const data = list?.data;
  const totalPages = list?.pagination.total_pages ?? 1;
  useTournamentLive();
  const siteName = useSettings().data?.site_name;
  useDocumentTitle(siteName ? `Tournaments | ${siteName}` : 'Tournaments');

  useEffect(() => {
    if (isError || isRefetchError) toast.error(m.loadFailed, { id: 'tournaments-load' });
  }, [isError, isRefetchError]);

  return (
    <div className={pageClass}>
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-black text-white sm:text-4xl">Tournaments</h1>
        <p className="text-slate-400">Slot brackets from stream: pick the winners, earn points and XP.</p>
        <Link
          to="/leaderboard/history?kind=tournaments"
          className="self-start text-sm font-semibold text-primary hover:underline"
        >
          Past winners →
        </Link>
      </div>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Show</legend>
        {tournamentFilters.map((f) => (
          <button
            key={f}
            type="button"
            aria-pressed={filter === f}
            className={cx(buttonClass(filter === f ? 'primary' : 'secondary', 'sm'))}
            onClick={() => {
              setFilter(f);
              setPage(1);
            }}
          >
            {m.filterLabels[f]}
          </button>
        ))}
      </fieldset>
      {isPending ? (
        <Spinner label="Loading tournaments" />
      ) : !data ? (
        <EmptyState title={m.loadFailed}>
          <RetryButton onClick={() => void refetch()} busy={isFetching} />
        </EmptyState>
      ) : data.length === 0 ? (
        <EmptyState title={m.noTournaments} description="Check back when the next bracket starts." />
      ) : (
        <>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {data.map((t) => (
              <li key={t.id} className="flex">
                <TournamentCard tournament={t} />
              </li>
            ))}
          </ul>
          <nav aria-label="Tournament pages" className="flex items-center justify-between gap-3">
            <span className="text-sm text-slate-400">
              Page {page} of {Math.max(totalPages, 1)}
            </span>
            <div className="flex gap-2">
              <button
                type="button"
                className={buttonClass('secondary', 'sm')}
                disabled={page <= 1}
                onClick={() => setPage(page - 1)}
              >
                Previous
              </button>
              <button
                type="button"
                className={buttonClass('secondary', 'sm')}
                disabled={page >= totalPages}
                onClick={() => setPage(page + 1)}
              >
                Next
              </button>
            </div>
          </nav>
        </>
      )}
    </div>
  );
}
