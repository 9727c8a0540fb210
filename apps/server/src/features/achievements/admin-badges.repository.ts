import type { Badge } from '@podium/shared/achievements/schemas';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { constraintError } from '../../db/constraints.ts';
import { badgeGrantConstraints, membersErrors } from '../members/members.errors.ts';
import { userExists } from '../users/users.repository.ts';
import { badges, userBadges } from './achievements.table.ts';

type BadgeInput = { name: string; icon: string; description: string };

const toBadge = (r: typeof badges.$inferSelect): Badge => ({
  id: r.id,
  name: r.name,
  icon: r.icon,
  description: r.description,
});

export async function listBadges(db: DbOrTx): Promise<Badge[]> {
  return (await db.select().from(badges).orderBy(asc(badges.name), asc(badges.id))).map(toBadge);
}

export async function createBadge(db: DbOrTx, input: BadgeInput): Promise<Badge> {
  const [row] = await db.insert(badges).values(input).returning();
  return toBadge(row!);
}

export async function updateBadge(db: DbOrTx, id: number, input: BadgeInput): Promise<Badge> {
  const [row] = await db.update(badges).set(input).where(eq(badges.id, id)).returning();
  if (!row) throw membersErrors.badgeNotFound();
  return toBadge(row);
}

/** Deleting a badge takes it off every member who had it. */
export async function deleteBadge(db: DbOrTx, id: number): Promise<void> {
  const rows = await db.delete(badges).where(eq(badges.id, id)).returning({ id: badges.id });
  if (rows.length === 0) throw membersErrors.badgeNotFound();
}

/** Grants once (primary key): a second grant is a 409, and the admin is recorded as grantedBy. */
export async function grantBadge(db: DbOrTx, userId: number, badgeId: number, grantedBy: number) {
  if (!(await userExists(db, userId))) throw membersErrors.notFound();
  const [badge] = await db.select().from(badges).where(eq(badges.id, badgeId));
  if (!badge) throw membersErrors.badgeNotFound();
  try {
    const rows = await db
      .insert(userBadges)
      .values({ userId, badgeId, grantedBy })
      .onConflictDoNothing()
      .returning({ userId: userBadges.userId });
    if (rows.length === 0) throw membersErrors.badgeAlreadyGranted();
  } catch (error) {
    // Member or badge deleted since the checks above.
    throw constraintError(error, badgeGrantConstraints);
  }
  return toBadge(badge);
}

export async function revokeBadge(db: DbOrTx, userId: number, badgeId: number): Promise<void> {
  const rows = await db
    .delete(userBadges)
    .where(and(eq(userBadges.userId, userId), eq(userBadges.badgeId, badgeId)))
    .returning({ userId: userBadges.userId });
  if (rows.length === 0) throw membersErrors.badgeNotHeld();
}
