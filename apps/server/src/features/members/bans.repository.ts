import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { type UserRow, users } from '../users/users.table.ts';

/** Bans the member now, with the Admin's reason (decision 041). */
export async function setBan(tx: Tx, userId: number, reason: string, bannedBy: number | null) {
  const [user] = await tx
    .update(users)
    .set({ bannedAt: sql`now()`, banReason: reason, bannedBy })
    .where(eq(users.id, userId))
    .returning();
  return user as UserRow;
}

/** Lifts the member's ban: they may sign in again. */
export async function clearBan(tx: Tx, userId: number) {
  const [user] = await tx
    .update(users)
    .set({ bannedAt: null, banReason: null, bannedBy: null })
    .where(eq(users.id, userId))
    .returning();
  return user as UserRow;
}
