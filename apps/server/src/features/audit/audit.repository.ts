import { AUDIT_PAGE_SIZE, type AuditPage, type AuditQuery } from '@podium/shared/audit/schemas';
import { and, asc, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../users/users.table.ts';
import { auditLog } from './audit.table.ts';

export function insertAuditEntry(tx: DbOrTx, values: typeof auditLog.$inferInsert) {
  return tx.insert(auditLog).values(values);
}

const DAY_MS = 86_400_000;

function filters(query: Omit<AuditQuery, 'page'>): SQL | undefined {
  const where: SQL[] = [];
  if (query.actor) where.push(eq(auditLog.actorId, query.actor));
  if (query.member) where.push(eq(auditLog.targetUserId, query.member));
  if (query.action) where.push(eq(auditLog.action, query.action));
  if (query.from) where.push(gte(auditLog.createdAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) where.push(lt(auditLog.createdAt, new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS)));
  return where.length ? and(...where) : undefined;
}

/** A page of the audit log, newest first, with the total and every action code on record. */
export async function auditPage(db: DbOrTx, query: AuditQuery): Promise<AuditPage> {
  const actor = alias(users, 'actor');
  const member = alias(users, 'member');
  const where = filters(query);
  const [rows, [total], actions] = await Promise.all([
    db
      .select({ entry: auditLog, actorName: actor.username, memberName: member.username })
      .from(auditLog)
      .leftJoin(actor, eq(actor.id, auditLog.actorId))
      .leftJoin(member, eq(member.id, auditLog.targetUserId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((query.page - 1) * AUDIT_PAGE_SIZE),
    db.select({ n: count() }).from(auditLog).where(where),
    db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(asc(auditLog.action)),
  ]);
  return {
    entries: rows.map(({ entry, actorName, memberName }) => ({
      id: entry.id,
      at: entry.createdAt.toISOString(),
      actor: entry.actorId === null ? null : { id: entry.actorId, username: actorName ?? '' },
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId,
      target_member:
        entry.targetUserId === null ? null : { id: entry.targetUserId, username: memberName ?? '' },
      before: entry.before ?? null,
      after: entry.after ?? null,
      reason: entry.reason,
      request_id: entry.requestId,
      ip: entry.ip,
    })),
    total: total?.n ?? 0,
    page: query.page,
    page_size: AUDIT_PAGE_SIZE,
    actions: actions.map((a) => a.action),
  };
}

/** Entries written under one request id (tests, and the check that a mutating route wrote one). */
export function auditEntriesOfRequest(db: DbOrTx, requestId: string) {
  return db.select().from(auditLog).where(sql`${auditLog.requestId} = ${requestId}`);
}
