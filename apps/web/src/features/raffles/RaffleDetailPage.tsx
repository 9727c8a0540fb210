import { raffleMessages } from '@podium/shared/raffles/messages';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { useSettings } from '@/api/get-site-settings.ts';
import { RetryButton } from '@/components/buttons/RetryButton.tsx';
import { ClaimPanel } from '@/components/claims/ClaimPanel.tsx';
import { EmptyState } from '@/components/EmptyState.tsx';
import { Spinner } from '@/components/Spinner.tsx';
import { useAuth } from '@/lib/use-auth.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useClaimRafflePrize } from './api/claim-prize.ts';
import { useRaffle } from './api/get-raffle.ts';
import { isRaffleNotFound } from './api/not-found.ts';
import { useRaffleLive } from './api/use-raffle-live.ts';
import { Breadcrumb } from './components/Breadcrumb.tsx';
import { EntryPanel } from './components/EntryPanel.tsx';
import { RaffleClock } from './components/RaffleClock.tsx';
import { RafflePrizes } from './components/RafflePrizes.tsx';
import { RaffleSections } from './components/RaffleSections.tsx';
import { RaffleStats } from './components/RaffleStats.tsx';
import { RaffleSummary } from './components/RaffleSummary.tsx';
import { RaffleWinners } from './components/RaffleWinners.tsx';

const pageClass = 'mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12';

/**
 * /raffles/{id} (SPEC §2 Raffle detail): the raffle, its countdown, winners, stats and ways to enter,
 * its entries and the draw's verify view. An unknown raffle goes back to /raffles with 'Raffle not
 * found'; live events update the counts and winners without a reload.
 */
export function RaffleDetailPage() {
  const id = useParams().id ?? '';
  const navigate = useNavigate();
  const { user } = useAuth();
  const { data: raffle, error, isPending, isFetching, refetch } = useRaffle(id);
  const notFound = isRaffleNotFound(error);
  const claim = useClaimRafflePrize(id);
  useRaffleLive();
  const siteName = useSettings().data?.site_name;
  useDocumentTitle(raffle ? `${raffle.title} | ${siteName ?? 'Raffles'}` : 'Raffles');

  useEffect(() => {
    if (!error) return;
    if (notFound) {
      toast.error(raffleMessages.notFound, { id: 'raffle-load' });
      navigate('/raffles', { replace: true });
    } else toast.error(raffleMessages.loadOneFailed, { id: 'raffle-load' });
  }, [error, notFound, navigate]);

  if (!raffle) {
    return (
      <div className={pageClass}>
        {isPending || notFound ? (
          <Spinner label="Loading raffle" />
        ) : (
          <EmptyState title={raffleMessages.loadOneFailed}>
            <RetryButton onClick={() => void refetch()} busy={isFetching} />
          </EmptyState>
        )}
      </div>
    );
  }
  return (
    <div className={pageClass}>
      <Breadcrumb title={raffle.title} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <RaffleSummary raffle={raffle} />
          <RafflePrizes raffle={raffle} />
          <RaffleWinners raffle={raffle} />
          <ClaimPanel
            claim={raffle.claim}
            viewerId={user?.id ?? null}
            onClaim={() => claim.mutate()}
            busy={claim.isPending}
          />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <RaffleClock raffle={raffle} />
          <RaffleStats raffle={raffle} viewerId={user?.id ?? null} />
          <EntryPanel id={id} raffle={raffle} />
        </div>
      </div>
      <RaffleSections id={id} winners={raffle.winners} onRefresh={() => void refetch()} />
    </div>
  );
}
