import type { WagerRaffleVerify } from '@podium/shared/wager-raffles/verify';
import { useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/http.ts';
import { wagerRaffleKey, wagerRafflePath } from './keys.ts';
import { retryUnlessMissing } from './not-found.ts';

/** GET /api/r/wager-raffles/{id}/verify: what `node scripts/verify-draw.mjs FILE` checks. */
export const useWagerRaffleVerify = (id: string) =>
  useQuery({
    queryKey: [...wagerRaffleKey(id), 'verify'],
    queryFn: () => getData<WagerRaffleVerify>(`${wagerRafflePath(id)}/verify`),
    retry: retryUnlessMissing,
  });
