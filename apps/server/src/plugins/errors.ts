import { fail } from '@podium/shared/common/envelope';
import { commonErrorCodes as common, commonErrors } from '@podium/shared/common/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { invalidInputError } from '../db/constraints.ts';
import { isDatabaseUnavailable } from '../lib/database-outage.ts';
import { AppError, invalidInput } from '../lib/errors.ts';
import { safeErrorSummary } from '../lib/safe-error.ts';
import { errorPage, prefersHtml } from './error-page.ts';
import { type FailureNote, noteFailure } from './request-log.ts';

/** The code of a framework refusal that has no message of its own below, by its status. */
const frameworkCode = (status: number): string =>
  ({
    401: common.unauthorized,
    403: common.forbidden,
    404: common.notFound,
    413: common.payloadTooLarge,
    415: common.unsupportedMediaType,
    429: common.rateLimited,
  })[status] ?? common.badRequest;

/**
 * What the framework's own refusals answer: a status, a code and an accurate message that never echoes
 * the request (Fastify's own bodies repeat the path). A path parameter too long for the router, or a
 * path the static files refuse (`//`, `..`, a segment too long for a file name), names nothing: 404,
 * as for any id that does not exist.
 */
const frameworkErrors: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_BAD_URL: {
    status: 400,
    code: common.badRequest,
    message: 'The address is not valid: it contains malformed percent-encoding.',
  },
  FST_ERR_MAX_PARAM_LENGTH: commonErrors.notFound,
  FST_STATIC_FORBIDDEN_PATH: commonErrors.notFound,
  FST_ERR_CTP_BODY_TOO_LARGE: commonErrors.payloadTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: commonErrors.unsupportedMediaType,
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: common.badRequest,
    message: 'The request body is empty: send a JSON object.',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: common.badRequest,
    message: 'The request body is not valid JSON.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: common.badRequest,
    message: 'The request body does not match its Content-Length.',
  },
};

/** A generic message for a framework 4xx not listed above (never the framework's own words). */
const statusMessage = (status: number): string =>
  ({
    404: commonErrors.notFound.message,
    405: 'This address does not accept that method.',
    413: commonErrors.payloadTooLarge.message,
    415: 'Unsupported content type or encoding: send JSON.',
    429: commonErrors.rateLimited.message,
  })[status] ?? commonErrors.badRequest.message;

export type Failure = { status: number; body: ReturnType<typeof fail> };

/** The site is away for a moment: the database is unreachable, or this process is shutting down. */
export const unavailable: Failure = {
  status: commonErrors.unavailable.status,
  body: fail(commonErrors.unavailable.code, commonErrors.unavailable.message),
};
/** What a 503 tells a browser or a load balancer to wait before trying again, in seconds. */
export const UNAVAILABLE_RETRY_AFTER_S = 10;

/**
 * Every failure as the envelope: domain errors keep their code, status and message; validation is a
 * 400 with field errors; the database's refusals of bad input (NUL in text, numbers out of range…) a
 * 400; the framework's 4xx a code and message of our own; an unreachable database a 503; anything
 * else a 500 that reveals nothing.
 */
export function failureOf(error: unknown): Failure {
  if (error instanceof AppError) {
    return { status: error.status, body: fail(error.code, error.message, error.fieldErrors) };
  }
  if (error instanceof ZodError) {
    return failureOf(invalidInput(error));
  }
  const invalid = invalidInputError(error);
  if (invalid) return failureOf(invalid);
  const { code, statusCode } = (error ?? {}) as Partial<FastifyError>;
  const known = code ? frameworkErrors[code] : undefined;
  if (known) return { status: known.status, body: fail(known.code, known.message) };
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    return { status: statusCode, body: fail(frameworkCode(statusCode), statusMessage(statusCode)) };
  }
  if (isDatabaseUnavailable(error)) return unavailable;
  const { internal } = commonErrors;
  return { status: internal.status, body: fail(internal.code, internal.message) };
}

/**
 * How a failure is told in its request's line (plugins/request-log.ts): only a fault of ours is an
 * error with its stack; an unreachable database an error without one (readiness says when it is back);
 * a provider's or a dependency's refusal of ours (a domain 5xx) a warning; bad input the database
 * refused a warning; any other refusal (4xx) just its code on an ordinary line.
 */
function noteOf(error: unknown, { status, body }: Failure): FailureNote {
  const code = body.code ?? common.internal;
  if (status < 500) {
    return invalidInputError(error)
      ? { level: 'warn', code, err: safeErrorSummary(error) }
      : { level: 'info', code };
  }
  if (error instanceof AppError) return { level: 'warn', code, err: safeErrorSummary(error) };
  if (code === common.unavailable) return { level: 'error', code, err: safeErrorSummary(error) };
  return { level: 'error', code, err: error };
}

/**
 * Answers a failure: the envelope, or for a browser's navigation (Accept prefers HTML) a page that
 * says the same in people's words (plugins/error-page.ts). A 503 says when to try again.
 */
export function answerFailure(request: FastifyRequest, reply: FastifyReply, { status, body }: Failure) {
  reply.code(status);
  if (status === 503 && !reply.hasHeader('retry-after'))
    reply.header('retry-after', UNAVAILABLE_RETRY_AFTER_S);
  if (!prefersHtml(request.headers.accept)) return reply.send(body);
  const retryAfter = Number(reply.getHeader('retry-after'));
  const page = errorPage({
    status,
    message: body.message ?? '',
    requestId: request.id,
    retryAfterSeconds: Number.isFinite(retryAfter) ? retryAfter : undefined,
  });
  return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);
}

/** A refusal made without an error (a route's own 404, the CSRF check, draining): noted and answered. */
export function refuse(request: FastifyRequest, reply: FastifyReply, failure: Failure) {
  noteFailure(request, reply, { level: 'info', code: failure.body.code ?? common.badRequest });
  return answerFailure(request, reply, failure);
}

function send(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const failure = failureOf(error);
  noteFailure(request, reply, noteOf(error, failure));
  return answerFailure(request, reply, failure);
}

/**
 * Fastify's `frameworkErrors` option: the router's refusals (malformed percent-encoding, a path
 * parameter over the length limit) happen before any hook or handler, so they are answered here.
 */
export const answerFrameworkError = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) =>
  send(error, request, reply);

/** One error handler: every failure leaves as the envelope with a stable code (see failureOf). */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => send(error, request, reply));
}
