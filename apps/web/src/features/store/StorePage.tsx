import { storeMessages } from '@podium/shared/store/messages';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { useSettings } from '@/api/get-site-settings.ts';
import { RetryButton } from '@/components/buttons/RetryButton.tsx';
import { EmptyState } from '@/components/EmptyState.tsx';
import { Spinner } from '@/components/Spinner.tsx';
import { useAuth } from '@/lib/use-auth.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useStore } from './api/get-store.ts';
import { BalanceHeader } from './components/BalanceHeader.tsx';
import { SignInPrompt } from './components/SignInPrompt.tsx';
import { StoreFaq } from './components/StoreFaq.tsx';
import { StoreTabs } from './components/StoreTabs.tsx';

const pageClass = 'mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-12';

/** /store: spend points on rewards (SPEC §2 Store); the data is loaded only for a signed-in member. */
export function StorePage() {
  const { user } = useAuth();
  const { data, isPending, isError, isRefetchError, refetch, isFetching } = useStore(user !== null);
  const siteName = useSettings().data?.site_name;
  useDocumentTitle(siteName ? `Store | ${siteName}` : 'Store');

  useEffect(() => {
    if (isError || isRefetchError) toast.error(storeMessages.loadFailed, { id: 'store-load' });
  }, [isError, isRefetchError]);

  return (
    <div className={pageClass}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <h1 className="text-3xl font-black text-white sm:text-4xl">Store</h1>
          <p className="text-slate-400">Spend your points on rewards.</p>
        </div>
        {data ? <BalanceHeader points={data.user_points} /> : null}
      </div>
      {!user ? (
        <>
          <SignInPrompt />
          <StoreFaq />
        </>
      ) : isPending ? (
        <Spinner label="Loading store" />
      ) : !data ? (
        <EmptyState title={storeMessages.loadFailed}>
          <RetryButton onClick={() => void refetch()} busy={isFetching} />
        </EmptyState>
      ) : (
        <StoreTabs store={data} username={user.username} />
      )}
    </div>
  );
}
