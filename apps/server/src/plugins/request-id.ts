import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

const REQUEST_ID_HEADER = 'x-request-id';
/** What a proxy or a caller may send: a short id of plain characters, nothing that could forge a log line. */
const SANE_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The request's id: the incoming `x-request-id` when it looks like one, else a new UUID. */
export function requestId(request: IncomingMessage): string {
  const sent = request.headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && SANE_ID.test(sent) ? sent : randomUUID();
}

/** Every response names its request id, so a report can be matched with the log lines (`reqId`). */
export function registerRequestId(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
