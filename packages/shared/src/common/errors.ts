/**
 * Codes any failure can carry, whatever the feature: the envelope's `code` on every refusal that is
 * not a feature's own (validation, sign-in, roles, unknown paths, limits, our own faults). Feature
 * codes live beside this file, one file per feature (`store.out_of_stock`, …).
 */
export const commonErrorCodes = {
  badRequest: 'bad_request',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  /** The CSRF header is missing, wrong or from another session: reloading the page fixes it. */
  csrfInvalid: 'csrf_invalid',
  notFound: 'not_found',
  payloadTooLarge: 'payload_too_large',
  /** The request's headers are over the server's limit (16 KB): usually too many or too large cookies. */
  headersTooLarge: 'headers_too_large',
  /** The request did not arrive whole in time (a stalled connection). */
  requestTimeout: 'request_timeout',
  unsupportedMediaType: 'unsupported_media_type',
  rateLimited: 'rate_limited',
  /** Not ready or at capacity for now (a dependency is away, the server is full): try again shortly. */
  unavailable: 'unavailable',
  internal: 'internal',
} as const;
export type CommonErrorCode = (typeof commonErrorCodes)[keyof typeof commonErrorCodes];
