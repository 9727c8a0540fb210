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
  /** Closing and prizes (decision 063). */
  periodNotFound: { code: 'leaderboard.period_not_found', status: 404, message: 'Period not found.' },
  periodNotEnded: {
    code: 'leaderboard.period_not_ended',
    status: 409,
    message: 'This period has not ended yet.',
  },
  periodClosed: { code: 'leaderboard.period_closed', status: 409, message: 'This period is closed already.' },
  periodOpen: { code: 'leaderboard.period_open', status: 409, message: 'This period is not closed.' },
  prizePaid: {
    code: 'leaderboard.prize_paid',
    status: 409,
    message: 'A prize of this period is paid already: it cannot be reopened.',
  },
  standingNotFound: { code: 'leaderboard.standing_not_found', status: 404, message: 'Prize not found.' },
  /** Match, Skip, Hold or Release on a prize in another state (decided meanwhile). */
  standingDecided: {
    code: 'leaderboard.standing_decided',
    status: 409,
    message: 'This prize was decided already: reload to see it.',
  },
  memberNotFound: {
    code: 'leaderboard.member_not_found',
    status: 404,
    message: 'No active member has this username.',
    field: 'username',
  },
  noVerifiedAccount: {
    code: 'leaderboard.no_verified_account',
    status: 409,
    message: 'This member has no verified casino account on this board’s casino.',
    field: 'username',
  },
  noCasinoField: {
    code: 'leaderboard.no_casino_field',
    status: 409,
    message: 'This board has no casino field: set one in its settings before matching prizes.',
  },
  ownPrize: {
    code: 'leaderboard.own_prize',
    status: 403,
    message: 'Staff cannot match a prize to themselves.',
    field: 'username',
  },
} as const satisfies ErrorCatalogue;

export const leaderboardErrorCodes = /* @__PURE__ */ errorCodes(leaderboardErrors);
