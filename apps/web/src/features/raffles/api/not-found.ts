import { commonErrorCodes } from '@podium/shared/common/errors';
import { raffleErrorCodes } from '@podium/shared/raffles/errors';
import { hasErrorCode } from '@/lib/http.ts';

/** HTTP 404: no such raffle (or an id that cannot be one). */
export const isRaffleNotFound = (error: unknown): boolean =>
  hasErrorCode(error, raffleErrorCodes.notFound) || hasErrorCode(error, commonErrorCodes.notFound);

/** Try once more, unless the raffle does not exist. */
export const retryUnlessMissing = (failures: number, error: Error) =>
  !isRaffleNotFound(error) && failures < 1;
