import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/constraints.ts';
import { type UserRow, users } from '../users/users.table.ts';
import type { KickAccount } from './kick.client.ts';

/**
 * Links a Kick account to the member. The unique indexes on the Kick id and (lower) Kick username
 * decide when the account already belongs to another member: 'taken' then, never a second link.
 */
export async function linkKickAccount(
  db: DbOrTx,
  userId: number,
  account: KickAccount,
): Promise<UserRow | 'taken'> {
  try {
    const [row] = await db
      .update(users)
      .set({ kickUsername: account.name, kickUserId: account.userId })
      .where(eq(users.id, userId))
      .returning();
    return row!;
  } catch (error) {
    if (isUniqueViolation(error)) return 'taken';
    throw error;
  }
}

export async function unlinkKickAccount(db: DbOrTx, userId: number): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ kickUsername: null, kickUserId: null })
    .where(eq(users.id, userId))
    .returning();
  return row!;
}

/** The member whose linked Kick account this is (users.kick_user_id, unique). */
export async function memberByKickId(db: DbOrTx, kickUserId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.kickUserId, kickUserId)).limit(1);
  return row;
}
