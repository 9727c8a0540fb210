import type { AchievementInput, AdminAchievement } from '@podium/shared/members/schemas';
import type { DbOrTx } from '../../db/client.ts';
import { constraintError } from '../../db/constraints.ts';
import {
  achievementConstraints,
  achievementGrantConstraints,
  membersErrors,
} from '../members/members.errors.ts';
import { userExists } from '../users/users.repository.ts';
import { defaultAchievements } from './achievements.defaults.ts';
import {
  deleteAchievementRow,
  deleteUnlock,
  findAchievement,
  insertAchievement,
  insertUnlock,
  toCatalogueEntry,
  updateAchievementRow,
} from './admin-achievements.repository.ts';

const builtInKeys = new Set(defaultAchievements.map((a) => a.key));

/** The key comes from the title and is unique: a clash is a 409, never a 500. */
export async function createAchievement(db: DbOrTx, input: AchievementInput): Promise<AdminAchievement> {
  try {
    return await insertAchievement(db, input);
  } catch (error) {
    throw constraintError(error, achievementConstraints);
  }
}

/**
 * Edits an entry; its key stays as created (code and the default catalogue refer to keys). Changing
 * the criterion or threshold does not revoke anything already unlocked.
 */
export async function updateAchievement(
  db: DbOrTx,
  id: number,
  input: AchievementInput,
): Promise<AdminAchievement> {
  const updated = await updateAchievementRow(db, id, input);
  if (!updated) throw membersErrors.achievementNotFound();
  return updated;
}

/** Built-in entries are recreated at start-up, so they are switched off rather than deleted. */
export async function deleteAchievement(db: DbOrTx, id: number): Promise<void> {
  const row = await findAchievement(db, id);
  if (!row) throw membersErrors.achievementNotFound();
  if (builtInKeys.has(row.key)) {
    throw membersErrors.achievementBuiltIn();
  }
  await deleteAchievementRow(db, id);
}

/** Admins grant 'manual' achievements; the primary key records each once. */
export async function grantAchievement(db: DbOrTx, userId: number, achievementId: number) {
  if (!(await userExists(db, userId))) throw membersErrors.notFound();
  const achievement = await findAchievement(db, achievementId);
  if (!achievement) throw membersErrors.achievementNotFound();
  if (achievement.criterion !== 'manual') {
    throw membersErrors.achievementAutomatic();
  }
  let unlockedAt: Date | undefined;
  try {
    unlockedAt = await insertUnlock(db, userId, achievementId);
  } catch (error) {
    // The member or the achievement was deleted since the checks above.
    throw constraintError(error, achievementGrantConstraints);
  }
  if (!unlockedAt) throw membersErrors.achievementAlreadyUnlocked();
  return { ...toCatalogueEntry(achievement), unlocked_at: unlockedAt.toISOString() };
}

export async function revokeAchievement(db: DbOrTx, userId: number, achievementId: number): Promise<void> {
  if (!(await deleteUnlock(db, userId, achievementId))) throw membersErrors.achievementNotHeld();
}
