import type { AdminVipClaim } from '@podium/shared/vip/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';
import { claimsKey } from './get-member-claims.ts';

/** POST /api/admin/vip/claims/{id}/reopen: a rejected cash claim, so the member may claim the tier again. */
export const reopenClaim = (id: number) => api.post<AdminVipClaim>(`/api/admin/vip/claims/${id}/reopen`);

export function useReopenClaim(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reopenClaim,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: claimsKey(userId) }),
  });
}
