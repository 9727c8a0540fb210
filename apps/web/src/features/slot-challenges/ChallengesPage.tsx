import { challengeMessages } from '@podium/shared/slot-challenges/messages';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { useSettings } from '@/api/get-site-settings.ts';
import { RetryButton } from '@/components/buttons/RetryButton.tsx';
import { EmptyState } from '@/components/EmptyState.tsx';
import { Spinner } from '@/components/Spinner.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useChallenges } from './api/get-challenges.ts';
import { useChallengesLive } from './api/use-challenges-live.ts';
import { ChallengeCard } from './components/ChallengeCard.tsx';
import { byInterest } from './format.ts';

const pageClass = 'mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12';
const loadFailed = 'Could not load challenges.';

/** /challenges (issue 29): open, claimed and expired slot challenges with their winners, live; members claim. */
export function ChallengesPage() {
  const { data, isPending, isError, isRefetchError, refetch, isFetching } = useChallenges();
  useChallengesLive();
  const siteName = useSettings().data?.site_name;
  useDocumentTitle(siteName ? `Challenges | ${siteName}` : 'Challenges');

  useEffect(() => {
    if (isError || isRefetchError) toast.error(loadFailed, { id: 'challenges-load' });
  }, [isError, isRefetchError]);

  return (
    <div className={pageClass}>
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-black text-white sm:text-4xl">Challenges</h1>
        <p className="text-slate-400">
          Hit the target on the named slot, then claim the prize with your proof. Claims are reviewed
          first-come.
        </p>
      </div>
      {isPending ? (
        <Spinner label="Loading challenges" />
      ) : !data ? (
        <EmptyState title={loadFailed}>
          <RetryButton onClick={() => void refetch()} busy={isFetching} />
        </EmptyState>
      ) : data.length === 0 ? (
        <EmptyState title={challengeMessages.empty} description={challengeMessages.emptyHint} />
      ) : (
        <div className="flex flex-col gap-6">
          {byInterest(data).map((c) => (
            <ChallengeCard key={c.id} challenge={c} />
          ))}
        </div>
      )}
    </div>
  );
}
