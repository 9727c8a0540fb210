/** Stable codes of the Kick webhook's and Kick admin's failures (the envelope's `code`). */
export const kickErrorCodes = {
  /** A delivery without Kick's headers, or with a body that is not JSON. */
  badDelivery: 'kick.bad_delivery',
  /** The delivery's timestamp is more than five minutes away from now. */
  stale: 'kick.stale',
  badSignature: 'kick.bad_signature',
  /** A message id seen before: the delivery changed nothing. */
  replayed: 'kick.replayed',
  /** Kick's public key (or Kick itself) could not be reached: Kick retries the delivery. */
  unavailable: 'kick.unavailable',
  notConfigured: 'kick.not_configured',
  noChannel: 'kick.no_channel',
  kickFailed: 'kick.kick_failed',
} as const;
export type KickErrorCode = (typeof kickErrorCodes)[keyof typeof kickErrorCodes];
