import type { AdminClaim, Challenge, ChallengeCasino } from '@podium/shared/slot-challenges/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/http.ts';
import { adminChallengesKey, adminChallengesPath, adminClaimsKey } from './keys.ts';

/** GET /api/admin/slot-challenges: every challenge, with its claims waiting. */
export const adminChallengesQuery = queryOptions({
  queryKey: adminChallengesKey,
  queryFn: () => getData<Challenge[]>(adminChallengesPath),
});
export const useAdminChallenges = () => useQuery(adminChallengesQuery);

/** GET /api/admin/slot-challenges/claims: pending claims oldest first, then the latest decided. */
export const useAdminClaims = () =>
  useQuery({
    queryKey: adminClaimsKey,
    queryFn: () => getData<AdminClaim[]>(`${adminChallengesPath}/claims`),
  });

/** GET /api/admin/slot-challenges/casinos: the casinos a challenge may name. */
export const useChallengeCasinos = () =>
  useQuery({
    queryKey: [...adminChallengesKey, 'casinos'],
    queryFn: () => getData<ChallengeCasino[]>(`${adminChallengesPath}/casinos`),
  });
