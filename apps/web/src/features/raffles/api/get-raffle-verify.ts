import type { RaffleVerify } from '@podium/shared/raffles/verify';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/http.ts';
import { raffleKey, rafflePath } from './keys.ts';
import { retryUnlessMissing } from './not-found.ts';

export const raffleVerifyKey = (id: string) => [...raffleKey(id), 'verify'] as const;

/**
 * GET /api/r/raffles/{id}/verify: the commitment, and after the draw the seeds, the frozen ticket list
 * and every draw — exactly what `node scripts/verify-draw.mjs FILE` checks.
 */
export const raffleVerifyQuery = (id: string) =>
  queryOptions({
    queryKey: raffleVerifyKey(id),
    queryFn: () => getData<RaffleVerify>(`${rafflePath(id)}/verify`),
    retry: retryUnlessMissing,
  });

/** Mounted with the verify tab, so it loads when the tab opens. */
export const useRaffleVerify = (id: string) => useQuery(raffleVerifyQuery(id));
