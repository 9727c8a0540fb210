import type { ComponentType } from 'react';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { useSettings } from '@/api/get-site-settings.ts';
import { RetryButton } from '@/components/buttons/RetryButton.tsx';
import { EmptyState } from '@/components/EmptyState.tsx';
import { Spinner } from '@/components/Spinner.tsx';
import { useAuth } from '@/lib/use-auth.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { loadErrorMessage, useVipRewards } from './api/get-vip-rewards.ts';
import { PlatformTiers } from './components/PlatformTiers.tsx';
import { SignInPrompt } from './components/SignInPrompt.tsx';
import { SummaryCards } from './components/SummaryCards.tsx';

const pageClass = 'mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-12';

interface VipRewardsPageProps {
  /** The member's own payouts, composed in by the app (another feature's). */
  Payouts?: ComponentType;
}

/** /vip-rewards (SPEC §2): tiers reached by wagering under the streamer's code, claimed once each. */
export function VipRewardsPage({ Payouts }: VipRewardsPageProps) {
  const { user } = useAuth();
  const { data, error, isPending, isError, isRefetchError, refetch, isFetching } = useVipRewards(
    user !== null,
  );
  const siteName = useSettings().data?.site_name;
  useDocumentTitle(siteName ? `VIP Rewards | ${siteName}` : 'VIP Rewards');

  useEffect(() => {
    if (isError || isRefetchError) toast.error(loadErrorMessage(error), { id: 'vip-load' });
  }, [isError, isRefetchError, error]);

  return (
    <div className={pageClass}>
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-black text-white sm:text-4xl">VIP Rewards</h1>
        <p className="text-slate-400">Wager with our code, climb the tiers and claim a reward at each one.</p>
      </div>
      {!user ? (
        <SignInPrompt />
      ) : isPending ? (
        <Spinner label="Loading VIP rewards" />
      ) : !data ? (
        <EmptyState title={loadErrorMessage(error)}>
          <RetryButton onClick={() => void refetch()} busy={isFetching} />
        </EmptyState>
      ) : (
        <>
          <SummaryCards stats={data.user_stats} />
          <PlatformTiers platforms={data.tiers_by_platform} />
          {Payouts ? <Payouts /> : null}
        </>
      )}
    </div>
  );
}
