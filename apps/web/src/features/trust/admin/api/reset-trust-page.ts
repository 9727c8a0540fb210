import type { TrustPage, TrustSlug } from '@podium/shared/trust/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trustKey } from '@/features/trust/api/keys.ts';
import { api } from '@/lib/http.ts';
import { adminTrustQuery } from './get-admin-trust-pages.ts';

/** DELETE /api/admin/trust/{slug}: back to the built-in text; the public page shows it at once. */
export const resetTrustPage = (slug: TrustSlug) => api.delete<TrustPage>(`/api/admin/trust/${slug}`);

export function useResetTrustPage(slug: TrustSlug) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => resetTrustPage(slug),
    onSuccess: (envelope) => {
      if (envelope.data) client.setQueryData(trustKey(slug), envelope.data);
      return client.invalidateQueries({ queryKey: adminTrustQuery.queryKey });
    },
  });
}
