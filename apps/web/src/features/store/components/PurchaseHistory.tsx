import { formatMoney } from '@podium/shared/common/money';
import { storeMessages } from '@podium/shared/store/messages';
import { redemptionHistoryLabel } from '@podium/shared/store/rules';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { RetryButton } from '@/components/buttons/RetryButton.tsx';
import { cx } from '@/components/cx.ts';
import { EmptyState } from '@/components/EmptyState.tsx';
import { Spinner } from '@/components/Spinner.tsx';
import { useRedemptions } from '@/features/store/api/get-redemptions.ts';
import { formatDateTime, formatPoints } from '@/features/store/format.ts';
import { ItemImage } from './ItemImage.tsx';

/** The History tab: the member's purchases, newest first, Pending until a moderator processes them. */
export function PurchaseHistory() {
  const { data, isPending, isError, isRefetchError, refetch, isFetching } = useRedemptions();

  useEffect(() => {
    if (isError || isRefetchError) toast.error(storeMessages.historyFailed, { id: 'store-history-load' });
  }, [isError, isRefetchError]);

  return (
    <section aria-labelledby="purchase-history-heading" className="flex flex-col gap-4">
      <h2 id="purchase-history-heading" className="text-xl font-bold text-white">
        Purchase History
      </h2>
      {isPending ? (
        <Spinner label="Loading purchase history" />
      ) : !data ? (
        <EmptyState title={storeMessages.historyFailed}>
          <RetryButton onClick={() => void refetch()} busy={isFetching} />
        </EmptyState>
      ) : data.length === 0 ? (
        <EmptyState title="No Purchase History" description="Items you buy in the store show up here." />
      ) : (
        <ul aria-label="Purchases" className="flex flex-col gap-3">
          {data.map((r) => {
            const status = redemptionHistoryLabel(r);
            const tone =
              r.payout?.status === 'rejected'
                ? 'bg-rose-500/15 text-rose-200'
                : r.is_processed
                  ? 'bg-emerald-500/15 text-emerald-300'
                  : 'bg-amber-500/15 text-amber-200';
            return (
              <li
                key={r.id}
                className="flex items-center gap-3 rounded-2xl border border-white/10 bg-card p-3 sm:gap-4 sm:p-4"
              >
                <ItemImage src={r.item.image} className="size-14 shrink-0 rounded-xl sm:size-16" />
                <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                  <p className="font-bold break-words text-white">{r.item.name}</p>
                  <p className="text-sm text-accent tabular-nums">{formatPoints(r.item.cost)}</p>
                  <p className="text-xs text-slate-400">
                    <time dateTime={r.created_at}>{formatDateTime(r.created_at)}</time>
                  </p>
                  {r.payout ? (
                    <p className="text-xs break-words text-slate-300">
                      {formatMoney(r.payout.amount, '$', 2)}
                      {r.payout.casino ? ` to ${r.payout.casino_username ?? ''} on ${r.payout.casino}` : ''}
                      {r.payout.reason ? ` · Why: ${r.payout.reason}` : ''}
                    </p>
                  ) : null}
                </div>
                <span className={cx('shrink-0 rounded-full px-3 py-1 text-xs font-bold', tone)}>
                  {status}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
