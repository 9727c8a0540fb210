import type { MemberCasinoAccount } from '@podium/shared/casino-accounts/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/http.ts';

export const casinoAccountsKey = ['profile', 'casino-accounts'] as const;

/** GET /api/r/profile/casino-accounts: the member's casino accounts and their states (decision 042). */
export const casinoAccountsQuery = () =>
  queryOptions({
    queryKey: casinoAccountsKey,
    queryFn: () => getData<MemberCasinoAccount[]>('/api/r/profile/casino-accounts'),
  });

export const useCasinoAccounts = () => useQuery(casinoAccountsQuery());
