import type { Affiliate, AffiliateInput } from '@podium/shared/affiliates/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';
import { refreshAffiliates, saveAffiliateKey } from './get-admin-affiliates.ts';

/** PUT /api/admin/affiliates/:id with the whole affiliate. */
export const updateAffiliate = ({ id, input }: { id: number; input: AffiliateInput }) =>
  api.put<Affiliate>(`/api/admin/affiliates/${id}`, input);

export function useUpdateAffiliate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: saveAffiliateKey,
    mutationFn: updateAffiliate,
    onSuccess: () => refreshAffiliates(queryClient),
  });
}
