import type { MemberCasinoAccount } from '@podium/shared/casino-accounts/schemas';
import { useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/http.ts';

/**
 * GET /api/r/profile/casino-accounts: the member's casino accounts (decision 042), to fill in the claim
 * form's username with their verified one. The same key as Settings' read, so the two share one cache.
 */
export const useMemberCasinoAccounts = () =>
  useQuery({
    queryKey: ['profile', 'casino-accounts'],
    queryFn: () => getData<MemberCasinoAccount[]>('/api/r/profile/casino-accounts'),
  });
