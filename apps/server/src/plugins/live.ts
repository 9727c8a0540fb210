import type { OutgoingHttpHeaders } from 'node:http';
import { commonErrorCodes } from '@podium/shared/common/errors';
import { LIVE_PATH, liveQuerySchema } from '@podium/shared/common/live';
import { AppError, badRequest } from '../lib/errors.ts';
import { describe } from '../lib/route-schema.ts';
import type { App } from '../lib/validation.ts';

/**
 * GET /api/r/live?topics=a,b — one Server-Sent Events stream for the named topics (those the feature
 * modules declare). Resumes after the `Last-Event-ID` header (or `last_event_id`, for a client that
 * opens a new stream itself). A signed-in member's stream also carries their own events (`publishTo`,
 * decision 062). The stream is handed to the live hub; on shutdown the hub ends every
 * stream cleanly before the server stops, so clients reconnect to another process.
 */
export async function liveRoutes(app: App) {
  const { live } = app.deps;
  app.addHook('preClose', async () => live.close());

  app.get(
    LIVE_PATH,
    {
      schema: describe({
        querystring: liveQuerySchema,
        responses: { 200: { description: 'A Server-Sent Events stream (text/event-stream) of the topics' } },
      }),
    },
    async (request, reply) => {
      const { topics } = request.query;
      const unknown = topics.filter((topic) => !live.accepts(topic));
      if (unknown.length) throw badRequest(`Unknown live topic: ${unknown.join(', ')}`, { topics: unknown });
      if (live.full) {
        throw new AppError(
          commonErrorCodes.unavailable,
          503,
          'Live updates are busy. Please try again shortly.',
        );
      }
      const header = request.headers['last-event-id'];
      const lastEventId = typeof header === 'string' ? header : request.query.last_event_id;

      reply.hijack();
      const { socket } = request.raw;
      socket.setNoDelay(true);
      socket.setKeepAlive(true, 30_000);
      reply.raw.writeHead(200, {
        ...(reply.getHeaders() as OutgoingHttpHeaders), // security headers, request id
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no', // nginx: pass each event through at once
      });
      live.attach(reply.raw, topics, lastEventId, request.user?.id ?? null);
    },
  );
}
