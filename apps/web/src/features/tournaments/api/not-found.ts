import { commonErrorCodes } from '@podium/shared/common/errors';
import { tournamentErrorCodes } from '@podium/shared/tournaments/errors';
import { hasErrorCode } from '@/lib/http.ts';

/** HTTP 404: no such tournament (or an id that cannot be one). */
export const isTournamentNotFound = (error: unknown): boolean =>
  hasErrorCode(error, tournamentErrorCodes.notFound) || hasErrorCode(error, commonErrorCodes.notFound);

/** Try once more, unless the tournament does not exist. */
export const retryUnlessMissing = (failures: number, error: Error) =>
  !isTournamentNotFound(error) && failures < 1;
