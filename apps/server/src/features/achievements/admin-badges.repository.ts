import type { Badge } from '@podium/shared/achievements/schemas';
import { and, asc, count, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { badges, userBadges } from './achievements.table.ts';

export type BadgeInput = { name: string; icon: string; description: string };

const toBadge = (r: typeof badges.$inferSelect): Badge => ({
  id: r.id,
  name: r.name,
  icon: r.icon,
  description: r.description,
});

export async function listBadges(db: DbOrTx): Promise<Badge[]> {
  return (await db.select().from(badges).orderBy(asc(badges.name), asc(badges.id))).map(toBadge);
}

export async function findBadge(db: DbOrTx, id: number): Promise<Badge | undefined> {
  const [row] = await db.select().from(badges).where(eq(badges.id, id));
  return row && toBadge(row);
}

/** The badge, locked for an edit or a delete (grants of it still go ahead meanwhile). */
export async function lockBadge(tx: Tx, id: number): Promise<Badge | undefined> {
  const [row] = await tx.select().from(badges).where(eq(badges.id, id)).for('no key update');
  return row && toBadge(row);
}

export async function insertBadge(db: DbOrTx, input: BadgeInput): Promise<Badge> {
  const [row] = await db.insert(badges).values(input).returning();
  return toBadge(row!);
}

/** The badge as saved; undefined when there is no such badge. */
export async function updateBadgeRow(db: DbOrTx, id: number, input: BadgeInput): Promise<Badge | undefined> {
  const [row] = await db.update(badges).set(input).where(eq(badges.id, id)).returning();
  return row && toBadge(row);
}

/** Deletes the badge, and with it every member's grant of it; false when there was no such badge. */
export async function deleteBadgeRow(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.delete(badges).where(eq(badges.id, id)).returning({ id: badges.id });
  return rows.length > 0;
}

/** How many members hold the badge. */
export async function badgeHolders(db: DbOrTx, id: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(userBadges).where(eq(userBadges.badgeId, id));
  return row?.n ?? 0;
}

/** Records the grant once (primary key), with the admin as grantedBy; false when the member had it already. */
export async function insertBadgeGrant(
  db: DbOrTx,
  userId: number,
  badgeId: number,
  grantedBy: number | null,
): Promise<boolean> {
  const rows = await db
    .insert(userBadges)
    .values({ userId, badgeId, grantedBy })
    .onConflictDoNothing()
    .returning({ userId: userBadges.userId });
  return rows.length > 0;
}

/** Whether the member had the badge (and now has not). */
export async function deleteBadgeGrant(db: DbOrTx, userId: number, badgeId: number): Promise<boolean> {
  const rows = await db
    .delete(userBadges)
    .where(and(eq(userBadges.userId, userId), eq(userBadges.badgeId, badgeId)))
    .returning({ userId: userBadges.userId });
  return rows.length > 0;
}
