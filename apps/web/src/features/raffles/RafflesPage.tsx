import { raffleMessages } from '@podium/shared/raffles/messages';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { useSettings } from '@/api/get-site-settings.ts';
import { RetryButton } from '@/components/buttons/RetryButton.tsx';
import { EmptyState } from '@/components/EmptyState.tsx';
import { Spinner } from '@/components/Spinner.tsx';
import { Tabs } from '@/components/Tabs.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useNow } from '@/lib/use-now.ts';
import { useRaffles } from './api/get-raffles.ts';
import { useRaffleLive } from './api/use-raffle-live.ts';
import { RaffleGrid } from './components/RaffleGrid.tsx';
import { liveTiming } from './format.ts';

const pageClass = 'mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-12';

/** /raffles (SPEC §2 Raffles): Active and Ended tabs of raffle cards. */
export function RafflesPage() {
  const { data, isPending, isError, isRefetchError, refetch, isFetching } = useRaffles();
  useRaffleLive();
  const now = useNow(30_000);
  const [tab, setTab] = useState<'active' | 'ended'>('active');
  const siteName = useSettings().data?.site_name;
  useDocumentTitle(siteName ? `Raffles | ${siteName}` : 'Raffles');

  useEffect(() => {
    if (isError || isRefetchError) toast.error(raffleMessages.loadFailed, { id: 'raffles-load' });
  }, [isError, isRefetchError]);

  const ended = data?.filter((r) => liveTiming(r, now).has_ended) ?? [];
  const active = data?.filter((r) => !liveTiming(r, now).has_ended) ?? [];

  return (
    <div className={pageClass}>
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-black text-white sm:text-4xl">Raffles</h1>
        <p className="text-slate-400">Enter for free, with points or with the word from stream.</p>
        <Link
          to="/leaderboard/history?kind=raffles"
          className="self-start text-sm font-semibold text-primary hover:underline"
        >
          Past winners →
        </Link>
      </div>
      {isPending ? (
        <Spinner label="Loading raffles" />
      ) : !data ? (
        <EmptyState title={raffleMessages.loadFailed}>
          <RetryButton onClick={() => void refetch()} busy={isFetching} />
        </EmptyState>
      ) : (
        <Tabs
          label="Raffles"
          value={tab}
          onValueChange={setTab}
          tabs={[
            {
              value: 'active',
              label: 'Active',
              panel: (
                <RaffleGrid
                  heading="Active raffles"
                  raffles={active}
                  now={now}
                  empty={raffleMessages.noActive}
                  emptyText="Check back soon for the next raffle!"
                />
              ),
            },
            {
              value: 'ended',
              label: 'Ended',
              panel: (
                <RaffleGrid
                  heading="Ended raffles"
                  raffles={ended}
                  now={now}
                  empty={raffleMessages.noEnded}
                  emptyText="Finished raffles and their winners show here."
                />
              ),
            },
          ]}
        />
      )}
    </div>
  );
}
