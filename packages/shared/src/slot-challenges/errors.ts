import { type ErrorCatalogue, errorCodes } from '../common/error-catalogue.ts';
import { commonErrors } from '../common/errors.ts';

/** The slot challenges' refusals (decision 038, issue 29, decision 060). */
export const challengeErrors = {
  notFound: { code: 'slot_challenges.not_found', status: 404, message: 'Challenge not found' },
  claimNotFound: { code: 'slot_challenges.claim_not_found', status: 404, message: 'Claim not found' },
  loginRequired: { ...commonErrors.unauthorized, message: 'Log in to claim a challenge' },
  /** Staff never serve themselves (decision 060): whoever may approve cannot claim. */
  staffCannotClaim: {
    code: 'slot_challenges.staff_cannot_claim',
    status: 403,
    message: 'Staff cannot claim slot challenges',
  },
  ownClaim: {
    code: 'slot_challenges.own_claim',
    status: 403,
    message: 'You cannot review your own claim',
  },
  notStarted: {
    code: 'slot_challenges.not_started',
    status: 409,
    message: 'This challenge has not started yet',
  },
  ended: { code: 'slot_challenges.ended', status: 409, message: 'This challenge has ended' },
  cancelled: { code: 'slot_challenges.cancelled', status: 409, message: 'This challenge was cancelled' },
  placeTaken: {
    code: 'slot_challenges.place_taken',
    status: 409,
    message: 'A place of this challenge is taken already: it can no longer be edited',
  },
  full: { code: 'slot_challenges.full', status: 409, message: 'All places of this challenge are taken' },
  pendingClaim: {
    code: 'slot_challenges.pending_claim',
    status: 409,
    message: 'You already have a claim waiting for review on this challenge',
  },
  accountNotVerified: {
    code: 'slot_challenges.account_not_verified',
    status: 409,
    message: (casino: string) =>
      `Use your verified ${casino} account: link it in Settings and wait for staff to verify it`,
    field: 'casino_username',
  },
  alreadyDecided: {
    code: 'slot_challenges.already_decided',
    status: 409,
    message: 'This claim has already been reviewed',
  },
  olderFirst: {
    code: 'slot_challenges.older_first',
    status: 409,
    message: 'Review the older claims on this challenge first: claims are reviewed first-come',
  },
  casinoNotFound: {
    code: 'slot_challenges.casino_not_found',
    status: 400,
    message: 'Choose one of the casinos members link accounts for',
    field: 'platform_id',
  },
  endBeforeStart: {
    code: 'slot_challenges.end_before_start',
    status: 400,
    message: 'The end must be after the start',
    field: 'ends_at',
  },
  endInPast: {
    code: 'slot_challenges.end_in_past',
    status: 400,
    message: 'Choose an end in the future',
    field: 'ends_at',
  },
} as const satisfies ErrorCatalogue;

export const challengeErrorCodes = /* @__PURE__ */ errorCodes(challengeErrors);
