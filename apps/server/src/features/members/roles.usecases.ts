import type { Role } from '@podium/shared/common/user';
import type { Db, Tx } from '../../db/client.ts';
import { forbidden } from '../../lib/errors.ts';
import { type AuditContext, recordAudit } from '../audit/audit.usecases.ts';
import { isActiveMember } from '../users/users.repository.ts';
import type { UserRow } from '../users/users.table.ts';
import { toAdminUserRow } from './admin-users.mapper.ts';
import { membersErrors } from './members.errors.ts';
import { lockForRoleChange, setRoleOf } from './roles.repository.ts';

export interface RoleChange {
  before: Role;
  user: UserRow;
}

/**
 * The one rule for giving a member a role, wherever it comes from (the admin panel, ADMIN_DISCORD_IDS,
 * `npm run role`): the member exists and has not deleted their account, and the site keeps at least one
 * active Admin. Every active Admin and the member are locked in id order first, so two changes at once
 * (two admins demoting each other, a demotion beside an account deletion) cannot both pass the count.
 * The audit context's actor, when there is one, must still be an active Admin once locked; the site
 * itself (no actor) says `why` (ADMIN_DISCORD_IDS, `npm run role`). A change is on record (decision 039).
 */
export async function assignRole(
  tx: Tx,
  audit: AuditContext,
  targetId: number,
  role: Role,
  why: string | null = null,
): Promise<RoleChange> {
  const actorId = audit.actorId ?? undefined;
  const locked = await lockForRoleChange(tx, targetId, actorId);
  const target = locked.find((r) => r.id === targetId);
  if (!target) throw membersErrors.notFound();
  if (actorId !== undefined) {
    const actor = locked.find((r) => r.id === actorId);
    if (actor?.role !== 'Admin' || !isActiveMember(actor)) throw forbidden();
  }
  if (target.deletedAt) throw membersErrors.deleted();
  const activeAdmins = locked.filter((r) => r.role === 'Admin' && isActiveMember(r));
  if (target.role === 'Admin' && role !== 'Admin' && activeAdmins.length <= 1) {
    throw membersErrors.lastAdmin();
  }
  const user = await setRoleOf(tx, targetId, role);
  await recordAudit(tx, audit, {
    action: 'members.role',
    target: { type: 'member', id: targetId },
    member: targetId,
    before: { role: target.role },
    after: { role },
    reason: why,
  });
  return { before: target.role, user };
}

/** Sets a member's role as an Admin (assignRole: locks, the deleted and last-Admin guards, the audit entry). */
export async function setRole(db: Db, audit: AuditContext, targetId: number, role: Role) {
  return db.transaction(async (tx) => toAdminUserRow((await assignRole(tx, audit, targetId, role)).user));
}
