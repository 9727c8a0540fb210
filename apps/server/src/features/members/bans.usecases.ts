import type { AdminUserRow } from '@podium/shared/members/schemas';
import type { Db, Tx } from '../../db/client.ts';
import { forbidden } from '../../lib/errors.ts';
import { type AuditContext, recordAudit } from '../audit/audit.usecases.ts';
import { deleteSessionsOf } from '../auth/sessions.ts';
import { notify } from '../notifications/notifications.usecases.ts';
import { isActiveMember } from '../users/users.repository.ts';
import { toAdminUserRow } from './admin-users.mapper.ts';
import { clearBan, setBan } from './bans.repository.ts';
import { membersErrors } from './members.errors.ts';
import { lockForRoleChange } from './roles.repository.ts';

/**
 * Locks as a role change does (the member, the acting Admin, every active Admin, in id order), so a
 * ban and a demotion — or two Admins banning each other — cannot both pass the last-Admin count; the
 * actor must still be an active Admin once locked. Answers the member's locked row.
 */
async function lockForBan(tx: Tx, audit: AuditContext, targetId: number) {
  const actorId = audit.actorId ?? undefined;
  const locked = await lockForRoleChange(tx, targetId, actorId);
  const target = locked.find((r) => r.id === targetId);
  if (!target) throw membersErrors.notFound();
  if (actorId !== undefined) {
    const actor = locked.find((r) => r.id === actorId);
    if (actor?.role !== 'Admin' || !isActiveMember(actor)) throw forbidden();
  }
  if (target.deletedAt) throw membersErrors.banDeleted();
  return { target, activeAdmins: locked.filter((r) => r.role === 'Admin' && isActiveMember(r)) };
}

/**
 * POST /api/admin/users/{id}/ban (decision 041): the member is banned with the Admin's reason and every
 * session of theirs is deleted in the same transaction, with the audit entry `members.ban`. The caller
 * drops their sessions from every process's cache once this has committed. Nobody bans themselves; a
 * deleted member is no one to ban; the last active Admin stays.
 */
export async function banMember(
  db: Db,
  audit: AuditContext,
  targetId: number,
  reason: string,
): Promise<AdminUserRow> {
  if (targetId === audit.actorId) throw membersErrors.ownBan();
  return db.transaction(async (tx) => {
    const { target, activeAdmins } = await lockForBan(tx, audit, targetId);
    if (target.bannedAt) throw membersErrors.alreadyBanned();
    if (target.role === 'Admin' && activeAdmins.length <= 1) throw membersErrors.lastAdmin();
    const user = await setBan(tx, targetId, reason, audit.actorId);
    const sessionsEnded = await deleteSessionsOf(tx, targetId);
    await recordAudit(tx, audit, {
      action: 'members.ban',
      target: { type: 'member', id: targetId },
      member: targetId,
      before: { banned: false },
      after: { banned: true, sessions_ended: sessionsEnded },
      reason,
    });
    return toAdminUserRow(user);
  });
}

/**
 * POST /api/admin/users/{id}/unban: the ban is lifted (`members.unban` on record, with the reason when
 * given). Their sessions ended with the ban, so they sign in again.
 */
export async function unbanMember(
  db: Db,
  audit: AuditContext,
  targetId: number,
  reason: string | undefined,
): Promise<AdminUserRow> {
  return db.transaction(async (tx) => {
    const { target } = await lockForBan(tx, audit, targetId);
    if (!target.bannedAt) throw membersErrors.notBanned();
    const user = await clearBan(tx, targetId);
    await recordAudit(tx, audit, {
      action: 'members.unban',
      target: { type: 'member', id: targetId },
      member: targetId,
      before: { banned: true, banned_at: target.bannedAt.toISOString() },
      after: { banned: false },
      reason: reason || null,
    });
    // Once per ban: the ref names the ban being lifted (decision 062).
    await notify(tx, {
      userId: targetId,
      kind: 'ban_lifted',
      ref: `ban:${target.bannedAt.getTime()}`,
      data: {},
    });
    return toAdminUserRow(user);
  });
}
