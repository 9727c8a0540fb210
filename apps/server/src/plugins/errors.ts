import { fail } from '@podium/shared/envelope';
import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { AppError, zodFieldErrors } from '../lib/errors.ts';

/** One error handler: domain errors keep their status and message; internals of 5xx stay hidden. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.status).send(fail(error.message, error.fieldErrors));
    }
    if (error instanceof ZodError) {
      return reply.code(400).send(fail('Invalid input', zodFieldErrors(error)));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? 'Unsupported content type: send JSON.'
          : error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
            ? 'The request body is empty: send a JSON object.'
            : status === 429
              ? 'Too many requests. Please wait a moment and try again.'
              : error.code?.startsWith('FST_ERR_CTP') || error instanceof SyntaxError
                ? 'The request body is not valid JSON.'
                : error.message;
      return reply.code(status).send(fail(message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(fail('Something went wrong on our side. Please try again.'));
  });
}
