import type { CasinoAccountPage, CasinoAccountQueueQuery } from '@podium/shared/casino-accounts/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/http.ts';

/** Every admin casino accounts query starts with this key. */
export const casinoAccountQueueKey = ['admin', 'casino-accounts'] as const;

export type CasinoAccountFilters = Partial<Omit<CasinoAccountQueueQuery, 'page'>> & { page: number };

/** GET /api/admin/casino-accounts?status=&q=&page=: pending first, oldest waiting first. */
export const casinoAccountQueueQuery = (filters: CasinoAccountFilters) =>
  queryOptions({
    queryKey: [...casinoAccountQueueKey, filters],
    queryFn: () => {
      const params = new URLSearchParams({ page: String(filters.page) });
      if (filters.status) params.set('status', filters.status);
      if (filters.q) params.set('q', filters.q);
      return getData<CasinoAccountPage>(`/api/admin/casino-accounts?${params}`);
    },
    placeholderData: keepPreviousData,
  });

export const useCasinoAccountQueue = (filters: CasinoAccountFilters) =>
  useQuery(casinoAccountQueueQuery(filters));
