import { predictionMessages } from '@podium/shared/predictions/messages';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { useSettings } from '@/api/get-site-settings.ts';
import { RetryButton } from '@/components/buttons/RetryButton.tsx';
import { EmptyState } from '@/components/EmptyState.tsx';
import { Spinner } from '@/components/Spinner.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useNow } from '@/lib/use-now.ts';
import { usePredictions } from './api/get-predictions.ts';
import { usePredictionsLive } from './api/use-predictions-live.ts';
import { PredictionCard } from './components/PredictionCard.tsx';
import { byInterest } from './format.ts';

const pageClass = 'mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12';
const loadFailed = 'Could not load predictions.';

/** /predictions (issue 29): open, locked and settled predictions, live; members stake their points. */
export function PredictionsPage() {
  const { data, isPending, isError, isRefetchError, refetch, isFetching } = usePredictions();
  usePredictionsLive();
  const now = useNow(5_000);
  const siteName = useSettings().data?.site_name;
  useDocumentTitle(siteName ? `Predictions | ${siteName}` : 'Predictions');

  useEffect(() => {
    if (isError || isRefetchError) toast.error(loadFailed, { id: 'predictions-load' });
  }, [isError, isRefetchError]);

  return (
    <div className={pageClass}>
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-black text-white sm:text-4xl">Predictions</h1>
        <p className="text-slate-400">
          Stake your points on what happens on stream. Winners share the whole pool; the house takes nothing.
        </p>
      </div>
      {isPending ? (
        <Spinner label="Loading predictions" />
      ) : !data ? (
        <EmptyState title={loadFailed}>
          <RetryButton onClick={() => void refetch()} busy={isFetching} />
        </EmptyState>
      ) : data.length === 0 ? (
        <EmptyState title={predictionMessages.empty} description={predictionMessages.emptyHint} />
      ) : (
        <div className="flex flex-col gap-6">
          {byInterest(data).map((p) => (
            <PredictionCard key={p.id} prediction={p} now={now} />
          ))}
        </div>
      )}
    </div>
  );
}
