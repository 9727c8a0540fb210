import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { unauthorized } from '../../lib/errors.ts';
import { insertAuditEntry } from './audit.repository.ts';

/**
 * Who acts, from where: made once per request (`auditContext(request)`) and handed to the use case,
 * which writes its audit entries with it. It remembers that an entry was written, so the guarded
 * areas can refuse to answer success for a mutating route that wrote none (plugins/audit-check.ts).
 */
export interface AuditContext {
  actorId: number | null;
  requestId: string | null;
  ip: string | null;
  /** Actions written through this context (in transactions that may still roll back). */
  written: string[];
}

const contexts = new WeakMap<FastifyRequest, AuditContext>();

/** The request's audit context: the signed-in staff member, the request id and the client address. */
export function auditContext(request: FastifyRequest): AuditContext {
  let context = contexts.get(request);
  if (!context) {
    context = {
      actorId: request.user?.id ?? null,
      requestId: request.id,
      ip: request.ip ?? null,
      written: [],
    };
    contexts.set(request, context);
  }
  return context;
}

/** The actions written for this request so far (none when it never asked for a context). */
export const auditWritesOf = (request: FastifyRequest): readonly string[] =>
  contexts.get(request)?.written ?? [];

/** The staff member acting, for a use case that records who did it (the guarded areas always have one). */
export function staffActor(context: AuditContext): number {
  if (context.actorId === null) throw unauthorized();
  return context.actorId;
}

/** The site acting by itself, outside a request (a sign-in promotion, a shell command). */
export const siteContext = (): AuditContext => ({ actorId: null, requestId: null, ip: null, written: [] });

export interface AuditEntryInput {
  /** `<feature>.<verb>`: `members.role`, `raffles.update`, `payouts.paid`. */
  action: string;
  target: { type: string; id?: number | string | null };
  /** The member the action was on or for. */
  member?: number | null;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

/**
 * Writes one audit entry — call it inside the action's own transaction (`tx`), so the action and its
 * record commit or roll back together.
 */
export async function recordAudit(tx: DbOrTx, context: AuditContext, entry: AuditEntryInput) {
  await insertAuditEntry(tx, {
    actorId: context.actorId,
    action: entry.action,
    targetType: entry.target.type,
    targetId: entry.target.id === undefined || entry.target.id === null ? null : String(entry.target.id),
    targetUserId: entry.member ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
    requestId: context.requestId,
    ip: context.ip,
  });
  context.written.push(entry.action);
}
