import type { AdminVipClaim } from '@podium/shared/vip/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/http.ts';
import { adminVipKey } from './get-admin-vip.ts';

export const claimsKey = (userId: number) => [...adminVipKey, 'claims', userId] as const;

/** GET /api/admin/vip/claims?user_id=: one member's claims, newest first, with their payouts. */
export const memberClaimsQuery = (userId: number) =>
  queryOptions({
    queryKey: claimsKey(userId),
    queryFn: () => getData<AdminVipClaim[]>(`/api/admin/vip/claims?user_id=${userId}`),
  });

export const useMemberClaims = (userId: number) => useQuery(memberClaimsQuery(userId));
