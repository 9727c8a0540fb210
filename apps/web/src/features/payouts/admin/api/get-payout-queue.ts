import type { PayoutStatus } from '@podium/shared/common/payout-status';
import type { PayoutPage, PayoutSource } from '@podium/shared/payouts/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/http.ts';

/** Every admin payouts query starts with this key. */
export const payoutQueueKey = ['admin', 'payouts'] as const;

export interface PayoutFilters {
  status?: PayoutStatus | undefined;
  source?: PayoutSource | undefined;
  q?: string | undefined;
  page: number;
}

/** GET /api/admin/payouts?status=&source=&q=&page=: pending first, oldest waiting first. */
export const payoutQueueQuery = (filters: PayoutFilters) =>
  queryOptions({
    queryKey: [...payoutQueueKey, filters],
    queryFn: () => {
      const params = new URLSearchParams({ page: String(filters.page) });
      if (filters.status) params.set('status', filters.status);
      if (filters.source) params.set('source', filters.source);
      if (filters.q) params.set('q', filters.q);
      return getData<PayoutPage>(`/api/admin/payouts?${params}`);
    },
    placeholderData: keepPreviousData,
  });

export const usePayoutQueue = (filters: PayoutFilters) => useQuery(payoutQueueQuery(filters));
