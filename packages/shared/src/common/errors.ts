import { CSRF_INVALID_CODE } from './csrf.ts';
import { type ErrorCatalogue, errorCodes } from './error-catalogue.ts';

/**
 * Refusals any request can meet, whatever the feature (validation, sign-in, roles, unknown paths,
 * limits, our own faults). Their words are the defaults: a refusal says more where it knows more (a
 * field's own message, 'Please log in to enter raffles'), keeping the code and status.
 */
export const commonErrors = {
  badRequest: { code: 'bad_request', status: 400, message: 'The request is not valid.' },
  unauthorized: { code: 'unauthorized', status: 401, message: 'Please sign in to continue.' },
  forbidden: { code: 'forbidden', status: 403, message: 'You do not have permission to do that.' },
  /** The CSRF header is missing, wrong or from another session: reloading the page fixes it. */
  csrfInvalid: {
    code: CSRF_INVALID_CODE,
    status: 403,
    message: 'Your security token is missing or has expired. Reload the page and try again.',
  },
  notFound: { code: 'not_found', status: 404, message: 'Not found.' },
  payloadTooLarge: { code: 'payload_too_large', status: 413, message: 'The request body is too large.' },
  /** The request's headers are over the server's limit (16 KB): usually too many or too large cookies. */
  headersTooLarge: {
    code: 'headers_too_large',
    status: 431,
    message: 'The request headers are too large. Clearing this site’s cookies usually fixes it.',
  },
  /** The request did not arrive whole in time (a stalled connection). */
  requestTimeout: { code: 'request_timeout', status: 408, message: 'The request took too long to arrive.' },
  unsupportedMediaType: {
    code: 'unsupported_media_type',
    status: 415,
    message: 'Unsupported content type: send JSON.',
  },
  rateLimited: {
    code: 'rate_limited',
    status: 429,
    message: 'Too many requests. Please wait a moment and try again.',
  },
  /** Not ready or at capacity for now (a dependency is away, the server is full): try again shortly. */
  unavailable: {
    code: 'unavailable',
    status: 503,
    message: 'The site is briefly unavailable. Please try again in a minute.',
  },
  internal: { code: 'internal', status: 500, message: 'Something went wrong on our side. Please try again.' },
} as const satisfies ErrorCatalogue;

export const commonErrorCodes = /* @__PURE__ */ errorCodes(commonErrors);
