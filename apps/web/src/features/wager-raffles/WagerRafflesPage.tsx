import { wagerRaffleMessages as m } from '@podium/shared/wager-raffles/messages';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { useSettings } from '@/api/get-site-settings.ts';
import { RetryButton } from '@/components/buttons/RetryButton.tsx';
import { EmptyState } from '@/components/EmptyState.tsx';
import { Spinner } from '@/components/Spinner.tsx';
import { HttpError } from '@/lib/http.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useNow } from '@/lib/use-now.ts';
import { useWagerRaffles } from './api/get-wager-raffles.ts';
import { useWagerRafflesLive } from './api/use-wager-raffles-live.ts';
import { RecentWinners } from './components/RecentWinners.tsx';
import { WagerRaffleCard } from './components/WagerRaffleCard.tsx';

const pageClass = 'mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-12';

/** SPEC §8: 'Failed to connect to server' when the server could not be reached, else 'Failed to load raffles'. */
const failureText = (error: unknown) =>
  error instanceof HttpError && error.status === 0 ? m.connectFailed : m.loadFailed;

/** /wager-raffles (SPEC §2 Wager Raffles list): 'Active Raffles' cards and 'Recent Winners'. */
export function WagerRafflesPage() {
  const { data, error, isPending, refetch, isFetching } = useWagerRaffles();
  useWagerRafflesLive();
  const now = useNow(1000);
  const siteName = useSettings().data?.site_name;
  useDocumentTitle(siteName ? `Wager Raffles | ${siteName}` : 'Wager Raffles');

  useEffect(() => {
    if (error) toast.error(failureText(error), { id: 'wager-raffles-load' });
  }, [error]);

  return (
    <div className={pageClass}>
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-black text-white sm:text-4xl">Wager Raffles</h1>
        <p className="text-slate-400">Every dollar you wager on our partner casinos earns raffle tickets.</p>
        <Link
          to="/leaderboard/history?kind=wager-raffles"
          className="self-start text-sm font-semibold text-primary hover:underline"
        >
          Past winners →
        </Link>
      </div>
      {isPending ? (
        <Spinner label="Loading raffles" />
      ) : !data ? (
        <EmptyState title={failureText(error)}>
          <RetryButton onClick={() => void refetch()} busy={isFetching} />
        </EmptyState>
      ) : (
        <>
          <section aria-labelledby="active-raffles" className="flex flex-col gap-4">
            <h2 id="active-raffles" className="text-xl font-bold text-white">
              {m.activeTitle}
            </h2>
            {data.active_raffles.length === 0 ? (
              <EmptyState title={m.empty} />
            ) : (
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {data.active_raffles.map((r) => (
                  <WagerRaffleCard key={r.id} raffle={r} now={now} />
                ))}
              </ul>
            )}
          </section>
          {data.ended_raffles.length > 0 ? <RecentWinners raffles={data.ended_raffles} /> : null}
        </>
      )}
    </div>
  );
}
