import type { Affiliate, AffiliateInput } from '@podium/shared/affiliates/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';
import { refreshAffiliates, saveAffiliateKey } from './get-admin-affiliates.ts';

/** POST /api/admin/affiliates → 201 with the new affiliate (added at the end of the order). */
export const createAffiliate = (input: AffiliateInput) => api.post<Affiliate>('/api/admin/affiliates', input);

export function useCreateAffiliate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: saveAffiliateKey,
    mutationFn: createAffiliate,
    onSuccess: () => refreshAffiliates(queryClient),
  });
}
