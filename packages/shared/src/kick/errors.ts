import { type ErrorCatalogue, errorCodes } from '../common/error-catalogue.ts';

/** The Kick webhook's refusals (to Kick, never to a person) and the Kick admin's (decision 038). */
export const kickErrors = {
  /** A delivery without Kick's headers, or with a body that is not JSON. */
  badDelivery: { code: 'kick.bad_delivery', status: 400, message: 'Not a Kick event delivery.' },
  /** The delivery's timestamp is more than five minutes away from now. */
  stale: { code: 'kick.stale', status: 400, message: 'The delivery is too old (or from the future).' },
  badSignature: { code: 'kick.bad_signature', status: 401, message: 'The signature does not match.' },
  /** A message id seen before: the delivery changed nothing. */
  replayed: { code: 'kick.replayed', status: 409, message: 'This message was delivered before.' },
  /** Kick's public key (or Kick itself) could not be reached: Kick retries the delivery. */
  unavailable: {
    code: 'kick.unavailable',
    status: 503,
    message: "Kick's public key could not be fetched; try again.",
  },
  notConfigured: {
    code: 'kick.not_configured',
    status: 409,
    message: 'Kick is not configured on this server (KICK_CLIENT_ID and KICK_CLIENT_SECRET).',
  },
  noChannel: {
    code: 'kick.no_channel',
    status: 409,
    message: 'Save the Kick channel first, with Kick configured: its broadcaster id is looked up then.',
  },
  /** Kick knows no channel by that slug (its channels lookup answered none). */
  unknownChannel: {
    code: 'kick.unknown_channel',
    status: 400,
    message: (slug: string) => `No Kick channel is called “${slug}”. Check the name in kick.com/…`,
    field: 'channel_slug',
  },
  /** Kick could not be asked (down, slow, refusing the app): nothing was saved. */
  lookupFailed: {
    code: 'kick.lookup_failed',
    status: 502,
    message: 'Kick could not be reached to look up the channel. Nothing was saved; try again in a moment.',
  },
  kickFailed: {
    code: 'kick.kick_failed',
    status: 502,
    message: 'Kick did not accept the request. Try again in a moment.',
  },
} as const satisfies ErrorCatalogue;

export const kickErrorCodes = /* @__PURE__ */ errorCodes(kickErrors);
