import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { fail } from '@podium/shared/common/envelope';
import { commonErrors } from '@podium/shared/common/errors';
import type { FastifyInstance } from 'fastify';

/** What Node's HTTP parser refuses, by its error code: headers over 16 KB, a request that stalled. */
const refusals: Record<string, { status: number; code: string; message: string }> = {
  HPE_HEADER_OVERFLOW: commonErrors.headersTooLarge,
  ERR_HTTP_REQUEST_TIMEOUT: commonErrors.requestTimeout,
};
const malformed = { ...commonErrors.badRequest, message: 'The request is not valid HTTP.' };

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser cannot read (a malformed request line,
 * headers over 16 KB) never reaches a route or a hook, so it is answered here on the socket, in the
 * envelope with a code, and the connection closed. One line in the log: the parser's code and the
 * status — never the error itself, which holds the request's raw bytes (cookies included).
 */
export function answerClientError(this: FastifyInstance, error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const refusal = (error.code && refusals[error.code]) || malformed;
  this.log.info(
    { status: refusal.status, code: refusal.code, parserError: error.code },
    'refused a request the HTTP parser could not read',
  );
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify(fail(refusal.code, refusal.message));
  socket.end(
    `HTTP/1.1 ${refusal.status} ${STATUS_CODES[refusal.status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'X-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n' +
      body,
    () => socket.destroy(),
  );
}
