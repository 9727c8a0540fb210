import { commonErrors } from '@podium/shared/common/errors';
import { wagerRaffleErrors } from '@podium/shared/wager-raffles/errors';
import { hasErrorCode } from '@/lib/http.ts';

/** HTTP 404: no such raffle (or an id that cannot be one). */
export const isWagerRaffleNotFound = (error: unknown): boolean =>
  hasErrorCode(error, wagerRaffleErrors.notFound.code) || hasErrorCode(error, commonErrors.notFound.code);

/** Try once more, unless the raffle does not exist. */
export const retryUnlessMissing = (failures: number, error: Error) =>
  !isWagerRaffleNotFound(error) && failures < 1;
