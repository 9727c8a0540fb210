import type { TrustPage } from '@podium/shared/trust/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/http.ts';

/** GET /api/admin/trust: the three pages as shown (an admin's text, else the default). */
export const adminTrustQuery = queryOptions({
  queryKey: ['admin', 'trust'],
  queryFn: () => getData<TrustPage[]>('/api/admin/trust'),
});

export const useAdminTrustPages = () => useQuery(adminTrustQuery);
