/**
 * Slot challenges (bounties; issue 29, decision 060): the words, apart from the schemas so a page reads
 * them without loading zod.
 */
export const challengeMessages = {
  created: 'Challenge posted',
  claimed: 'Claim sent: the streamer will review it',
  approved: 'Claim approved: prize awarded',
  refused: 'Claim refused',
  updated: 'Challenge saved',
  cancelled: 'Challenge cancelled',
  cancelConfirm: 'Cancel this challenge? Claims waiting are refused; prizes already awarded stay paid.',
  empty: 'No challenges yet',
  emptyHint: 'When the streamer posts a slot challenge, hit the target and claim the prize here.',
  queueEmpty: 'No claims waiting',
  gameRequired: 'Game is required',
  reasonRequired: 'Give a reason: the member sees it',
  prizeTextRequired: 'Describe the prize',
  usernameRequired: 'Casino username is required',
  proofRequired: 'Give a bet link or an image link as proof',
  /** The reason given to the pending claims left when the last place is taken. */
  allPlacesTaken: 'All places were taken',
  /** The reason given to the pending claims when an admin cancels the challenge. */
  challengeCancelled: 'The challenge was cancelled',
} as const;

/** The words of a points prize's ledger row. */
export const ledgerReason = (game: string) => `Slot challenge: ${game}`;

/** What a cash prize's payout is for, as the member and the admin read it. */
export const payoutDescription = (game: string, casino: string) => `Slot challenge: ${game} (${casino})`;
