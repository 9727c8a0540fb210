import type { FieldErrors } from '@podium/shared/common/envelope';
import { leaderboardErrorCodes as codes } from '@podium/shared/leaderboard/errors';
import { leaderboardMessages } from '@podium/shared/leaderboard/schemas';
import type { ConstraintErrors } from '../../db/constraints.ts';
import { AppError, defineError } from '../../lib/errors.ts';

/** Admin › Leaderboards refusals. */
export const leaderboardErrors = {
  notFound: defineError(codes.notFound, 404, 'Leaderboard not found.'),
  slugTaken: defineError(codes.slugTaken, 409, 'Another leaderboard already uses this slug.'),
  orderMismatch: defineError(
    codes.orderMismatch,
    400,
    'The new order must list every leaderboard exactly once.',
  ),
  noCurrentPeriod: defineError(codes.noCurrentPeriod, 404, 'This leaderboard has no current period.'),
  /** A new period's end at or before its start. */
  endBeforeStart: () =>
    new AppError(codes.endBeforeStart, 400, leaderboardMessages.endBeforeStart, {
      ends_at: [leaderboardMessages.endBeforeStart],
    }),
  /** The current period's new end at or before the period's start. */
  endBeforePeriodStart: (fieldErrors: FieldErrors) =>
    new AppError(codes.endBeforeStart, 400, 'The end must be after the period start.', fieldErrors),
  startBeforeCurrent: (fieldErrors: FieldErrors) =>
    new AppError(
      codes.startBeforeCurrent,
      400,
      'A new period must start after the current one started.',
      fieldErrors,
    ),
};

/** The slug's unique index decides when two admins take the same slug. */
export const platformConstraints: ConstraintErrors = {
  leaderboard_platforms_slug_key: leaderboardErrors.slugTaken,
};
