import { fail, ok } from '@podium/shared/common/envelope';
import { commonErrorCodes } from '@podium/shared/common/errors';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ping } from '../db/client.ts';
import { describe } from '../lib/route-schema.ts';
import { rootMessage } from '../lib/safe-error.ts';

const checksSchema = z.record(z.string(), z.enum(['ok', 'unreachable']));

const CHECK_TIMEOUT_MS = 2000;

const within = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });

/**
 * `/healthz`: the process is alive (no I/O, for restarts). `/readyz`: it can serve — the database and,
 * when REDIS_URL is set, Redis answer (for the load balancer); 503 in the envelope otherwise, and
 * while shutting down (plugins/draining.ts). A dependency going away is logged once, with the reason,
 * and its return once — not once per probe (decision 030).
 */
export async function healthRoutes(app: FastifyInstance) {
  const away = new Set<string>();
  app.get(
    '/healthz',
    { schema: describe({ responses: { 200: z.object({ status: z.literal('ok') }) } }) },
    async () => ({ status: 'ok' }),
  );

  app.get('/readyz', { schema: describe({ data: checksSchema }) }, async (request, reply) => {
    const { db, redis } = app.deps;
    const check = async (name: string, run: () => Promise<unknown>) => {
      try {
        await within(run(), CHECK_TIMEOUT_MS);
        if (away.delete(name)) request.log.info({ check: name }, `readiness: ${name} is reachable again`);
        return [name, 'ok'] as const;
      } catch (error) {
        if (!away.has(name)) {
          away.add(name);
          request.log.warn({ check: name, reason: rootMessage(error) }, `readiness: ${name} unreachable`);
        }
        return [name, 'unreachable'] as const;
      }
    };
    const checks = Object.fromEntries(
      await Promise.all([
        check('database', () => ping(db)),
        ...(redis ? [check('redis', () => redis.ping())] : []),
      ]),
    );
    reply.header('cache-control', 'no-store');
    const down = Object.keys(checks).filter((name) => checks[name] !== 'ok');
    if (down.length === 0) return ok(checks);
    return reply.code(503).send({
      ...fail(commonErrorCodes.unavailable, `Not ready: ${down.join(', ')} unreachable.`),
      data: checks,
    });
  });
}
