import type { Role } from '@podium/shared/common/user';
import type { Db, Tx } from '../../db/client.ts';
import { forbidden } from '../../lib/errors.ts';
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
 * `actorId`, when given, must still be an active Admin once locked.
 */
export async function assignRole(
  tx: Tx,
  targetId: number,
  role: Role,
  actorId?: number,
): Promise<RoleChange> {
  const locked = await lockForRoleChange(tx, targetId, actorId);
  const target = locked.find((r) => r.id === targetId);
  if (!target) throw membersErrors.notFound();
  if (actorId !== undefined) {
    const actor = locked.find((r) => r.id === actorId);
    if (actor?.role !== 'Admin' || actor.deletedAt) throw forbidden();
  }
  if (target.deletedAt) throw membersErrors.deleted();
  const activeAdmins = locked.filter((r) => r.role === 'Admin' && !r.deletedAt);
  if (target.role === 'Admin' && role !== 'Admin' && activeAdmins.length <= 1) {
    throw membersErrors.lastAdmin();
  }
  return { before: target.role, user: await setRoleOf(tx, targetId, role) };
}

/** Sets a member's role as an Admin (assignRole: locks, the deleted and last-Admin guards). */
export async function setRole(db: Db, actorId: number, targetId: number, role: Role) {
  return db.transaction(async (tx) => toAdminUserRow((await assignRole(tx, targetId, role, actorId)).user));
}
