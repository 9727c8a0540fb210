import { fail } from '@podium/shared/common/envelope';
import { commonErrors } from '@podium/shared/common/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { auditWritesOf } from '../features/audit/audit.usecases.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * What a mutating staff or admin route writes to the audit log (decision 039): its action code or
     * codes, or `false` for a route that changes nothing a member or the site depends on (a preview, a
     * test message), with a comment saying why. Every such route declares it (a test reads the route
     * table), and a success answered without the declared entry is refused below.
     */
    audit?: string | readonly string[] | false;
  }
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether a successful answer wrote what its route declares: any one of its codes (a route may write one of several). */
export function auditMissing(
  declared: string | readonly string[] | false | undefined,
  written: readonly string[],
) {
  if (declared === false) return false;
  if (declared === undefined) return written.length === 0;
  const codes = typeof declared === 'string' ? [declared] : declared;
  return !written.some((action) => codes.includes(action));
}

/**
 * `onSend` in the staff and admin areas: a mutating route that answers success without writing its
 * declared audit entry is a bug. Outside production the answer becomes a 500, so a test that exercises
 * the route fails; in production the action has committed, so the answer stands and the error is logged.
 */
export function checkAudited(production: boolean) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (!UNSAFE.has(request.method) || reply.statusCode >= 300) return payload;
    const declared = request.routeOptions.config.audit;
    const written = auditWritesOf(request);
    if (!auditMissing(declared, written)) return payload;
    request.log.error(
      { route: request.routeOptions.url, declared, written },
      'a staff action answered success without its audit entry',
    );
    if (production) return payload;
    reply.code(500).type('application/json; charset=utf-8');
    return JSON.stringify(fail(commonErrors.internal.code, 'This action wrote no audit entry.'));
  };
}
