import type { Challenge } from '@podium/shared/slot-challenges/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/http.ts';
import { challengesRead } from './keys.ts';

/** GET /api/r/slot-challenges: the challenges, with the viewer's latest claims (the server renders the page with it). */
export const challengesQuery = queryOptions({
  ...challengesRead,
  queryFn: () => getData<Challenge[]>(challengesRead.meta.path),
});

export const useChallenges = () => useQuery(challengesQuery);
