import type { Role } from '@podium/shared/common/user';
import { and, asc, eq, or } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { activeMember } from '../users/users.repository.ts';
import { type UserRow, users } from '../users/users.table.ts';

/**
 * Locks, in id order, the member whose role changes (or who is banned), the acting Admin (when given)
 * and every active Admin (neither deleted nor banned: `activeMember`), so two changes at once — two
 * demotions, a demotion and a ban, two bans — cannot both pass the last-Admin count. Answers the
 * locked rows.
 */
export function lockForRoleChange(tx: Tx, targetId: number, actorId?: number) {
  return tx
    .select({ id: users.id, role: users.role, deletedAt: users.deletedAt, bannedAt: users.bannedAt })
    .from(users)
    .where(
      or(
        eq(users.id, targetId),
        ...(actorId === undefined ? [] : [eq(users.id, actorId)]),
        and(eq(users.role, 'Admin'), activeMember),
      ),
    )
    .orderBy(asc(users.id))
    .for('update');
}

export async function setRoleOf(tx: Tx, userId: number, role: Role): Promise<UserRow> {
  const [user] = await tx.update(users).set({ role }).where(eq(users.id, userId)).returning();
  return user!;
}
