import type { Affiliate } from '@podium/shared/affiliates/schemas';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { affiliatesQuery } from '@/api/get-affiliates.ts';
import { getData } from '@/lib/http.ts';

/** GET /api/admin/affiliates: every affiliate, in display order. */
export const getAdminAffiliates = () => getData<Affiliate[]>('/api/admin/affiliates');

export const adminAffiliatesQuery = queryOptions({
  queryKey: ['admin', 'affiliates'],
  queryFn: getAdminAffiliates,
});

/** Create and update share this key, so the dialog can stay open while either is in flight. */
export const saveAffiliateKey = ['admin', 'affiliates', 'save'] as const;

export const useAdminAffiliates = () => useQuery(adminAffiliatesQuery);

/** After any change: reload the admin list and the public affiliate cards. */
export const refreshAffiliates = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: adminAffiliatesQuery.queryKey }),
    queryClient.invalidateQueries({ queryKey: affiliatesQuery.queryKey }),
  ]);
