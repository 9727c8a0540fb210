import { kickAdminMessages as admin } from '@podium/shared/kick/admin';
import { kickErrorCodes as codes } from '@podium/shared/kick/errors';
import { defineError } from '../../lib/errors.ts';

export const kickWebhookMessages = {
  badDelivery: 'Not a Kick event delivery.',
  stale: 'The delivery is too old (or from the future).',
  badSignature: 'The signature does not match.',
  replayed: 'This message was delivered before.',
  unavailable: "Kick's public key could not be fetched; try again.",
} as const;

/** The webhook's refusals (to Kick, never to a person) and the Kick admin's. */
export const kickErrors = {
  badDelivery: defineError(codes.badDelivery, 400, kickWebhookMessages.badDelivery),
  stale: defineError(codes.stale, 400, kickWebhookMessages.stale),
  badSignature: defineError(codes.badSignature, 401, kickWebhookMessages.badSignature),
  replayed: defineError(codes.replayed, 409, kickWebhookMessages.replayed),
  unavailable: defineError(codes.unavailable, 503, kickWebhookMessages.unavailable),
  notConfigured: defineError(codes.notConfigured, 409, admin.notConfigured),
  noChannel: defineError(codes.noChannel, 409, admin.noChannel),
  kickFailed: defineError(codes.kickFailed, 502, admin.kickFailed),
};
