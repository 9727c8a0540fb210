import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns.ts';
import { users } from '../users/users.table.ts';

/**
 * One staff action on record (decision 039), written in the same transaction as the action. Rows are
 * only ever inserted: no route edits or deletes them, and a trigger (migration) refuses UPDATE and
 * DELETE, so even a mistake in our code cannot rewrite the record. Members are never deleted (their
 * rows are scrubbed, decision 023), so the references need no ON DELETE.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    createdAt: createdAt(),
    /** Null for the site itself: ADMIN_DISCORD_IDS at sign-in, `npm run role`. */
    actorId: integer().references(() => users.id),
    /** A stable code, `<feature>.<verb>`. */
    action: text().notNull(),
    targetType: text().notNull(),
    targetId: text(),
    /** The member the action was on or for, when there is one (the member page lists these). */
    targetUserId: integer().references(() => users.id),
    before: jsonb(),
    after: jsonb(),
    reason: text(),
    requestId: text(),
    ip: text(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt, t.id),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
    index('audit_log_target_user_idx').on(t.targetUserId, t.createdAt),
    index('audit_log_action_idx').on(t.action, t.createdAt),
  ],
);
export type AuditRow = typeof auditLog.$inferSelect;
