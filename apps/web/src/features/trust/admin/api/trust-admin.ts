import type { TrustPage, TrustPageUpdate, TrustSlug } from '@podium/shared/trust/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { trustKey } from '@/features/trust/api/keys.ts';
import { api, getData } from '@/lib/http.ts';

/** GET /api/admin/trust: the three pages as shown (an admin's text, else the default). */
export const adminTrustQuery = queryOptions({
  queryKey: ['admin', 'trust'],
  queryFn: () => getData<TrustPage[]>('/api/admin/trust'),
});

export const useAdminTrustPages = () => useQuery(adminTrustQuery);

/** PUT /api/admin/trust/{slug}; the public page shows the new text at once. */
export function useSaveTrustPage(slug: TrustSlug) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TrustPageUpdate) => api.put<TrustPage>(`/api/admin/trust/${slug}`, input),
    onSuccess: (envelope) => {
      if (envelope.data) client.setQueryData(trustKey(slug), envelope.data);
      return client.invalidateQueries({ queryKey: adminTrustQuery.queryKey });
    },
  });
}
