import type { FastifyInstance } from 'fastify';
import { refuse, unavailable } from './errors.ts';

/**
 * While the app closes (a deploy's SIGTERM, main.ts), requests already running finish and new ones are
 * answered 503 `unavailable` with Retry-After — the envelope, or the "We'll be right back" page for a
 * browser — and the connection closes, so the load balancer sends the next one elsewhere. Fastify's
 * own answer (`return503OnClosing`, its JSON without a code) is turned off in app.ts for this.
 */
export function registerDraining(app: FastifyInstance) {
  let draining = false;
  app.addHook('preClose', (done) => {
    draining = true;
    done();
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (!draining) return done();
    reply.header('connection', 'close');
    refuse(request, reply, unavailable);
  });
}
