import { bonusHuntErrors } from '@podium/shared/bonus-hunts/errors';
import { commonErrors } from '@podium/shared/common/errors';
import { hasErrorCode } from '@/lib/http.ts';

/** No such hunt (or an id that cannot be one): the hunt's page shows its 404. */
export const isHuntNotFound = (error: unknown): boolean =>
  hasErrorCode(error, bonusHuntErrors.notFound.code) ||
  hasErrorCode(error, commonErrors.notFound.code) ||
  hasErrorCode(error, commonErrors.badRequest.code);
