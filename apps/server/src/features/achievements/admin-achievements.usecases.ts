import type { AchievementInput, AdminAchievement } from '@podium/shared/members/schemas';
import type { Db } from '../../db/client.ts';
import { constraintError } from '../../db/constraints.ts';
import { changes } from '../audit/audit.changes.ts';
import { type AuditContext, recordAudit } from '../audit/audit.usecases.ts';
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
  lockAchievement,
  toCatalogueEntry,
  unlockCount,
  updateAchievementRow,
} from './admin-achievements.repository.ts';

const builtInKeys = new Set(defaultAchievements.map((a) => a.key));

/** What an audit entry says of a catalogue entry: its fields, without the unlock count. */
const recorded = ({ unlock_count: _, ...entry }: AdminAchievement) => entry;

/** The key comes from the title and is unique: a clash is a 409, never a 500. On record (decision 039). */
export async function createAchievement(
  db: Db,
  audit: AuditContext,
  input: AchievementInput,
): Promise<AdminAchievement> {
  return db.transaction(async (tx) => {
    let created: AdminAchievement;
    try {
      created = await insertAchievement(tx, input);
    } catch (error) {
      throw constraintError(error, achievementConstraints);
    }
    await recordAudit(tx, audit, {
      action: 'achievements.create',
      target: { type: 'achievement', id: created.id },
      after: recorded(created),
    });
    return created;
  });
}

/**
 * Edits an entry; its key stays as created (code and the default catalogue refer to keys). Changing
 * the criterion or threshold does not revoke anything already unlocked. What changed is on record.
 */
export async function updateAchievement(
  db: Db,
  audit: AuditContext,
  id: number,
  input: AchievementInput,
): Promise<AdminAchievement> {
  return db.transaction(async (tx) => {
    const before = await lockAchievement(tx, id);
    if (!before) throw membersErrors.achievementNotFound();
    const updated = await updateAchievementRow(tx, id, input);
    if (!updated) throw membersErrors.achievementNotFound();
    await recordAudit(tx, audit, {
      action: 'achievements.update',
      target: { type: 'achievement', id },
      ...changes(toCatalogueEntry(before), recorded(updated)),
    });
    return updated;
  });
}

/**
 * Built-in entries are recreated at start-up, so they are switched off rather than deleted. Deleting
 * takes the entry from every member who had it: the entry and how many held it are on record.
 */
export async function deleteAchievement(db: Db, audit: AuditContext, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockAchievement(tx, id);
    if (!row) throw membersErrors.achievementNotFound();
    if (builtInKeys.has(row.key)) {
      throw membersErrors.achievementBuiltIn();
    }
    const unlocks = await unlockCount(tx, id);
    await deleteAchievementRow(tx, id);
    await recordAudit(tx, audit, {
      action: 'achievements.delete',
      target: { type: 'achievement', id },
      before: { ...toCatalogueEntry(row), unlock_count: unlocks },
    });
  });
}

/** Admins grant 'manual' achievements; the primary key records each once. On record, for the member. */
export async function grantAchievement(db: Db, audit: AuditContext, userId: number, achievementId: number) {
  return db.transaction(async (tx) => {
    if (!(await userExists(tx, userId))) throw membersErrors.notFound();
    const achievement = await findAchievement(tx, achievementId);
    if (!achievement) throw membersErrors.achievementNotFound();
    if (achievement.criterion !== 'manual') {
      throw membersErrors.achievementAutomatic();
    }
    let unlockedAt: Date | undefined;
    try {
      unlockedAt = await insertUnlock(tx, userId, achievementId);
    } catch (error) {
      // The member or the achievement was deleted since the checks above.
      throw constraintError(error, achievementGrantConstraints);
    }
    if (!unlockedAt) throw membersErrors.achievementAlreadyUnlocked();
    await recordAudit(tx, audit, {
      action: 'achievements.grant',
      target: { type: 'achievement', id: achievementId },
      member: userId,
      before: { held: false },
      after: { held: true, key: achievement.key, title: achievement.title },
    });
    return { ...toCatalogueEntry(achievement), unlocked_at: unlockedAt.toISOString() };
  });
}

/** Takes an achievement back from a member (a manual one or an automatic one alike), on record. */
export async function revokeAchievement(
  db: Db,
  audit: AuditContext,
  userId: number,
  achievementId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await deleteUnlock(tx, userId, achievementId))) throw membersErrors.achievementNotHeld();
    const achievement = await findAchievement(tx, achievementId);
    await recordAudit(tx, audit, {
      action: 'achievements.revoke',
      target: { type: 'achievement', id: achievementId },
      member: userId,
      before: { held: true, key: achievement?.key ?? null, title: achievement?.title ?? null },
      after: { held: false },
    });
  });
}
