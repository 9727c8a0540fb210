import { commonErrors } from '@podium/shared/common/errors';
import { raffleErrors } from '@podium/shared/raffles/errors';
import { hasErrorCode } from '@/lib/http.ts';

/** HTTP 404: no such raffle (or an id that cannot be one). */
export const isRaffleNotFound = (error: unknown): boolean =>
  hasErrorCode(error, raffleErrors.notFound.code) || hasErrorCode(error, commonErrors.notFound.code);

/** Try once more, unless the raffle does not exist. */
export const retryUnlessMissing = (failures: number, error: Error) =>
  !isRaffleNotFound(error) && failures < 1;
