import { type ErrorCatalogue, errorCodes } from '../common/error-catalogue.ts';

/** Admin › Leaderboards refusals (decision 038). */
export const leaderboardErrors = {
  notFound: { code: 'leaderboard.not_found', status: 404, message: 'Leaderboard not found.' },
  slugTaken: {
    code: 'leaderboard.slug_taken',
    status: 409,
    message: 'Another leaderboard already uses this slug.',
  },
  orderMismatch: {
    code: 'leaderboard.order_mismatch',
    status: 400,
    message: 'The new order must list every leaderboard exactly once.',
  },
  noCurrentPeriod: {
    code: 'leaderboard.no_current_period',
    status: 404,
    message: 'This leaderboard has no current period.',
  },
  /** A new period's end at or before its start. */
  endBeforeStart: {
    code: 'leaderboard.end_before_start',
    status: 400,
    message: 'The end must be after the start',
    field: 'ends_at',
  },
  /** The current period's new end at or before the period's start (the field errors name that start). */
  endBeforePeriodStart: {
    code: 'leaderboard.end_before_period_start',
    status: 400,
    message: 'The end must be after the period start.',
  },
  /** A new period's start at or before the current one's (the field errors name that start). */
  startBeforeCurrent: {
    code: 'leaderboard.start_before_current',
    status: 400,
    message: 'A new period must start after the current one started.',
  },
} as const satisfies ErrorCatalogue;

export const leaderboardErrorCodes = /* @__PURE__ */ errorCodes(leaderboardErrors);
