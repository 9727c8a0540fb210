import { centsToAmount } from '@podium/shared/common/money';
import type { PlatformInput } from '@podium/shared/leaderboard/schemas';
import type { Db } from '../../db/client.ts';
import { constraintError } from '../../db/constraints.ts';
import { changes } from '../audit/audit.changes.ts';
import { type AuditContext, recordAudit } from '../audit/audit.usecases.ts';
import { newBoardProvider } from './demo-provider.ts';
import { leaderboardErrors, platformConstraints } from './leaderboard.errors.ts';
import type { leaderboardPlatforms } from './leaderboard.table.ts';
import { openFirstPeriod } from './periods.usecases.ts';
import {
  deletePlatformRow,
  insertPlatform,
  lockPlatform,
  lockPlatformOrder,
  setPlatformOrder,
  updatePlatformRow,
} from './platforms.repository.ts';

type Platform = typeof leaderboardPlatforms.$inferSelect;

/** What an audit entry shows of a board: what the admin edits, in the form's words (prizes as amounts). */
const board = (r: Platform) => ({
  slug: r.slug,
  name: r.name,
  timeframe: r.timeframe,
  currency_symbol: r.currencySymbol,
  prizes: r.prizesCents.map(centsToAmount),
  is_paused: r.isPaused,
  pause_message: r.pauseMessage,
  image: r.image,
  casino_slot: r.casinoSlot,
});

/**
 * A new board with its first period, on record (decision 039). Where the site shows demo content it
 * starts on the demo provider, full of invented players; elsewhere on a CSV upload, empty until a feed
 * fills it (decision 033).
 */
export async function createPlatform(
  db: Db,
  audit: AuditContext,
  input: PlatformInput,
  demoContent: boolean,
): Promise<number> {
  try {
    return await db.transaction(async (tx) => {
      const row = await insertPlatform(tx, input, newBoardProvider(demoContent));
      await openFirstPeriod(tx, row, demoContent);
      await recordAudit(tx, audit, {
        action: 'leaderboard.create',
        target: { type: 'leaderboard', id: row.id },
        after: { ...board(row), provider: row.provider },
      });
      return row.id;
    });
  } catch (error) {
    throw constraintError(error, platformConstraints);
  }
}

/** An admin edits a board: the fields that changed (its prizes, its pause) are on record. */
export async function updatePlatform(db: Db, audit: AuditContext, id: number, input: PlatformInput) {
  try {
    await db.transaction(async (tx) => {
      const before = await lockPlatform(tx, id);
      if (!before) throw leaderboardErrors.notFound();
      const after = await updatePlatformRow(tx, id, input);
      if (!after) throw leaderboardErrors.notFound();
      await recordAudit(tx, audit, {
        action: 'leaderboard.update',
        target: { type: 'leaderboard', id },
        ...changes(board(before), board(after)),
      });
    });
  } catch (error) {
    throw constraintError(error, platformConstraints);
  }
}

/** An admin deletes a board (its periods and wagers go with it): what it was is on record. */
export async function deletePlatform(db: Db, audit: AuditContext, id: number) {
  await db.transaction(async (tx) => {
    const before = await lockPlatform(tx, id);
    if (!before || !(await deletePlatformRow(tx, id))) throw leaderboardErrors.notFound();
    await recordAudit(tx, audit, {
      action: 'leaderboard.delete',
      target: { type: 'leaderboard', id },
      before: { ...board(before), provider: before.provider },
    });
  });
}

/** Sets the order to exactly the given list, which must name every leaderboard once; old → new on record. */
export async function reorderPlatforms(db: Db, audit: AuditContext, ids: number[]) {
  await db.transaction(async (tx) => {
    const before = await lockPlatformOrder(tx);
    await setPlatformOrder(tx, ids);
    await recordAudit(tx, audit, {
      action: 'leaderboard.reorder',
      target: { type: 'leaderboard' },
      ...changes({ order: before }, { order: ids }),
    });
  });
}
