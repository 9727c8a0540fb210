import { randomBytes } from 'node:crypto';
import { commonErrorCodes } from '@podium/shared/common/errors';
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

type Level = 'debug' | 'info' | 'warn' | 'error';

/** How a failed request is told in its line: its level, the envelope's code, and the error if any. */
export interface FailureNote {
  level: Level;
  code: string;
  /** The error itself (serialized by the logger's safe `err` serializer), or its summary. */
  err?: unknown;
}

const failures = new WeakMap<FastifyRequest, FailureNote>();

/**
 * Called by the error handler: the request's line carries the failure, so a failed request is still
 * one line. Should the client have gone already (no response will finish), it is logged at once.
 */
export function noteFailure(request: FastifyRequest, reply: FastifyReply, note: FailureNote) {
  failures.set(request, note);
  if (reply.raw.destroyed && note.level !== 'info' && note.level !== 'debug') {
    request.log[note.level]({ code: note.code, err: note.err }, 'the client left before the answer');
  }
}

/**
 * A server-rendered page answers its data reads with `app.inject` (plugins/server-render.ts): those
 * carry the page's request id and this per-process token, so they log no line of their own — the
 * page's line is the one — unless one fails with a fault of ours (500), logged under the page's id. A token rather than a flag, so no caller from outside can hide its requests.
 */
const INNER_READ_HEADER = 'x-podium-inner-read';
const INNER_READ_TOKEN = randomBytes(16).toString('hex');

export const innerReadHeaders = (page: FastifyRequest): Record<string, string> => ({
  'x-request-id': page.id,
  [INNER_READ_HEADER]: INNER_READ_TOKEN,
});

const isInnerRead = (request: FastifyRequest) => request.headers[INNER_READ_HEADER] === INNER_READ_TOKEN;

/** Probes a load balancer sends every few seconds: their lines are debug (readiness logs its changes). */
const PROBES = new Set(['/healthz', '/readyz']);
const MAX_PATH = 200;

/**
 * Fastify's request lines, ours (decision 030): no "incoming request" line, and once the answer has
 * gone ONE line — method, route pattern (the path without its query when no route matched: the web
 * app's pages, static files), status, time in ms and, signed in, the member's id; a failure adds its code and
 * error. Never the query string, headers or body: the Discord callback's code, tokens and cookies stay
 * out of the log. Fastify's other lines (a serializer or a stream failing) are kept as they are.
 */
export class RequestLog extends LogController {
  override incomingRequest() {}

  /** Told by our one line (Fastify's own names the URL with its query string). */
  override routeNotFound() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const failure = failures.get(request);
    // An inner read's line is the page's, unless a fault of ours needs its own (under the page's id).
    if (isInnerRead(request) && failure?.code !== commonErrorCodes.internal && !error) return;
    const { method } = request;
    const status = reply.statusCode;
    // The static files' wildcard (`/*`) names no route: the path says which file.
    const pattern = request.routeOptions.url;
    const route = pattern?.endsWith('*') ? undefined : pattern;
    const line: Record<string, unknown> = { method };
    if (route) line.route = route;
    else line.path = request.url.split('?', 1)[0]!.slice(0, MAX_PATH);
    line.status = status;
    line.ms = Math.round(reply.elapsedTime * 10) / 10;
    if (request.user) line.userId = request.user.id;
    let level: Level = status >= 500 ? 'warn' : 'info';
    if (failure) {
      line.code = failure.code;
      if (failure.err !== undefined) line.err = failure.err;
      level = failure.level;
    }
    if (route && PROBES.has(route)) level = 'debug';
    if (error) {
      // The answer could not be written whole (the connection failed under it).
      line.err = error;
      level = 'warn';
    }
    request.log[level](line, `${method} ${route ?? line.path} ${status}`);
  }
}
