import type { AdminVipClaim } from '@podium/shared/vip/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, getData } from '@/lib/http.ts';
import { adminVipKey } from './get-admin-vip.ts';

const claimsKey = (userId: number) => [...adminVipKey, 'claims', userId] as const;

/** GET /api/admin/vip/claims?user_id=: one member's claims, newest first, with their payouts. */
export const memberClaimsQuery = (userId: number) =>
  queryOptions({
    queryKey: claimsKey(userId),
    queryFn: () => getData<AdminVipClaim[]>(`/api/admin/vip/claims?user_id=${userId}`),
  });

export const useMemberClaims = (userId: number) => useQuery(memberClaimsQuery(userId));

/** POST /api/admin/vip/claims/{id}/reopen: a rejected cash claim, so the member may claim the tier again. */
export const reopenClaim = (id: number) => api.post<AdminVipClaim>(`/api/admin/vip/claims/${id}/reopen`);

export function useReopenClaim(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reopenClaim,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: claimsKey(userId) }),
  });
}
