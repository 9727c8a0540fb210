import type { DbOrTx } from '../../db/client.ts';
import { type Criterion, defaultAchievements } from './achievements.defaults.ts';
import {
  achievementTitles,
  insertMissingAchievements,
  insertReachedUnlocks,
} from './achievements.repository.ts';

/**
 * Unlocks every active achievement whose criterion has reached its threshold for this member.
 * Features call it with the member's new count (friends, level, predictions…) inside their own
 * transaction; the primary key records each unlock once however often it fires. Returns the titles
 * newly unlocked.
 */
export async function unlockReached(
  tx: DbOrTx,
  userId: number,
  criterion: Criterion,
  value: number,
): Promise<string[]> {
  const unlocked = await insertReachedUnlocks(tx, userId, criterion, value);
  if (unlocked.length === 0) return [];
  return achievementTitles(tx, unlocked);
}

/** At start-up: every default entry missing by key is inserted (edited ones stay as the admin left them). */
export async function ensureDefaultAchievements(db: DbOrTx): Promise<void> {
  await insertMissingAchievements(db, defaultAchievements);
}
