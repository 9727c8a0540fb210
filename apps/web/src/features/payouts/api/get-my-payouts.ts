import type { MemberPayout } from '@podium/shared/payouts/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/http.ts';
import { myPayoutsKey, myPayoutsPath } from './keys.ts';

/** GET /api/r/payouts: the member's own payouts, newest first. */
export const myPayoutsQuery = queryOptions({
  queryKey: myPayoutsKey,
  queryFn: () => getData<MemberPayout[]>(myPayoutsPath),
  meta: { path: myPayoutsPath },
});

export const useMyPayouts = (signedIn: boolean) => useQuery({ ...myPayoutsQuery, enabled: signedIn });
