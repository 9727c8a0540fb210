import type { TrustPage, TrustPageUpdate, TrustSlug } from '@podium/shared/trust/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trustKey } from '@/features/trust/api/keys.ts';
import { api } from '@/lib/http.ts';
import { adminTrustQuery } from './get-admin-trust-pages.ts';

/** PUT /api/admin/trust/{slug}; the public page shows the new text at once. */
export const saveTrustPage = (slug: TrustSlug, input: TrustPageUpdate) =>
  api.put<TrustPage>(`/api/admin/trust/${slug}`, input);

export function useSaveTrustPage(slug: TrustSlug) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TrustPageUpdate) => saveTrustPage(slug, input),
    onSuccess: (envelope) => {
      if (envelope.data) client.setQueryData(trustKey(slug), envelope.data);
      return client.invalidateQueries({ queryKey: adminTrustQuery.queryKey });
    },
  });
}
