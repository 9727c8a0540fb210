import { commonErrors } from '@podium/shared/common/errors';
import { tournamentErrors } from '@podium/shared/tournaments/errors';
import { hasErrorCode } from '@/lib/http.ts';

/** HTTP 404: no such tournament (or an id that cannot be one). */
export const isTournamentNotFound = (error: unknown): boolean =>
  hasErrorCode(error, tournamentErrors.notFound.code) || hasErrorCode(error, commonErrors.notFound.code);

/** Try once more, unless the tournament does not exist. */
export const retryUnlessMissing = (failures: number, error: Error) =>
  !isTournamentNotFound(error) && failures < 1;
