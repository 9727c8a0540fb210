import { wagerRaffleMessages as m } from '@podium/shared/wager-raffles/messages';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useSettings } from '@/api/get-site-settings.ts';
import { ClaimPanel } from '@/components/claims/ClaimPanel.tsx';
import { EmptyState } from '@/components/EmptyState.tsx';
import { Spinner } from '@/components/Spinner.tsx';
import { buttonClass } from '@/components/styles.ts';
import { useAuth } from '@/lib/use-auth.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useHashTarget } from '@/lib/use-hash-target.ts';
import { useLogError } from '@/lib/use-log-error.ts';
import { useClaimWagerRafflePrize } from './api/claim-prize.ts';
import { useWagerRaffle } from './api/get-wager-raffle.ts';
import { isWagerRaffleNotFound } from './api/not-found.ts';
import { useWagerRafflesLive } from './api/use-wager-raffles-live.ts';
import { DetailHeader, StatTiles } from './components/DetailHeader.tsx';
import { DetailTabs } from './components/DetailTabs.tsx';
import { VerifyPanel } from './components/verify/VerifyPanel.tsx';
import { YourParticipation } from './components/YourParticipation.tsx';

const pageClass = 'mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12';

/**
 * /wager-raffles/{id} (SPEC §2 Wager Raffle detail). HTTP 404 goes back to the list; any other failure
 * is only logged and 'Raffle Not Found' shows (SPEC §8). Wager syncs reload the tickets live.
 */
export function WagerRaffleDetailPage() {
  const id = useParams().id ?? '';
  const navigate = useNavigate();
  const { user } = useAuth();
  const { data: raffle, error, isPending } = useWagerRaffle(id);
  const notFound = isWagerRaffleNotFound(error);
  const claim = useClaimWagerRafflePrize(id);
  useWagerRafflesLive();
  // A link to `#verify` (the contest history) scrolls to the verify view once the raffle has shown.
  useHashTarget('verify', raffle !== undefined);
  useLogError(notFound ? null : error, 'Failed to load wager raffle');
  const siteName = useSettings().data?.site_name;
  useDocumentTitle(raffle ? `${raffle.name} | ${siteName ?? 'Wager Raffles'}` : 'Wager Raffles');

  useEffect(() => {
    if (notFound) navigate('/wager-raffles', { replace: true });
  }, [notFound, navigate]);

  if (!raffle) {
    return (
      <div className={pageClass}>
        {isPending || notFound ? (
          <Spinner label="Loading raffle" />
        ) : (
          <EmptyState title={m.notFoundTitle}>
            <Link to="/wager-raffles" className={buttonClass('primary')}>
              {m.backToRaffles}
            </Link>
          </EmptyState>
        )}
      </div>
    );
  }
  return (
    <div className={pageClass}>
      <DetailHeader raffle={raffle} />
      <StatTiles raffle={raffle} />
      <ClaimPanel
        claim={raffle.claim}
        viewerId={user?.id ?? null}
        onClaim={() => claim.mutate()}
        busy={claim.isPending}
      />
      {raffle.user_ticket ? <YourParticipation raffle={raffle} viewerId={user?.id ?? null} /> : null}
      <DetailTabs raffle={raffle} />
      {/* Server-rendered while its data loads; the browser's recompute loads only once it has a draw. */}
      <div id="verify" className="scroll-mt-24">
        <VerifyPanel
          id={id}
          winners={raffle.prizes.flatMap((p) =>
            p.winner ? [{ user_id: p.winner.user.id, username: p.winner.user.username }] : [],
          )}
        />
      </div>
    </div>
  );
}
