import { huntStatistics } from '@podium/shared/bonus-hunts/rules';
import type { HuntHistoryEntry, HuntWinner } from '@podium/shared/bonus-hunts/schemas';
import { lastActiveLabel } from '@podium/shared/common/last-active';
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { activeMember } from '../users/users.repository.ts';
import { users } from '../users/users.table.ts';
import { dollars, gamesCount, liveGame, predictionsCount, toGameView } from './bonus-hunts.repository.ts';
import { type BonusHuntRow, bonusHuntGames, bonusHuntPayouts, bonusHunts } from './bonus-hunts.table.ts';

/** How many finished hunts the history lists. */
const HISTORY_LIMIT = 50;

/** GET /api/r/bonus-hunts/history: finished hunts, newest first, with their statistics. */
export async function huntHistory(db: DbOrTx): Promise<HuntHistoryEntry[]> {
  const hunts = await db
    .select({ h: bonusHunts, predictions: predictionsCount, games: gamesCount })
    .from(bonusHunts)
    .where(isNotNull(bonusHunts.finishedAt))
    .orderBy(desc(bonusHunts.finishedAt), desc(bonusHunts.id))
    .limit(HISTORY_LIMIT);
  if (hunts.length === 0) return [];
  const games = await db
    .select()
    .from(bonusHuntGames)
    .where(
      and(
        inArray(
          bonusHuntGames.huntId,
          hunts.map((r) => r.h.id),
        ),
        liveGame,
      ),
    );
  const winners = await paidWinners(
    db,
    hunts.map((r) => r.h),
  );
  const now = Date.now();
  return hunts.map(({ h, predictions, games: count }) => {
    const stats = huntStatistics(
      dollars(h.startBalanceCents),
      games.filter((g) => g.huntId === h.id).map((g) => toGameView(g, null)),
    );
    return {
      id: h.id,
      title: h.title,
      start_balance: dollars(h.startBalanceCents),
      end_balance: stats.winnings,
      created_at: h.createdAt.toISOString(),
      created_at_human: lastActiveLabel(h.createdAt.toISOString(), now),
      statistics: {
        average_multiplier: stats.average_multiplier,
        highest_multiplier: stats.highest_multiplier,
      },
      predictions_count: Number(predictions),
      games_count: Number(count),
      winners: winners.get(h.id) ?? [],
    };
  });
}

const winnerOrder = ['end_balance', 'highest_multiplier', 'correct_game'] as const;

/**
 * The paid winners of finished hunts, by hunt: each category a member holds on their payout row (kept
 * current by corrections), with the hunt's prize per category; banned members left out, as on the page.
 */
export async function paidWinners(db: DbOrTx, hunts: BonusHuntRow[]): Promise<Map<number, HuntWinner[]>> {
  const rows = await db
    .select({
      huntId: bonusHuntPayouts.huntId,
      categories: bonusHuntPayouts.categories,
      username: users.username,
    })
    .from(bonusHuntPayouts)
    .innerJoin(users, eq(users.id, bonusHuntPayouts.userId))
    .where(
      and(
        inArray(
          bonusHuntPayouts.huntId,
          hunts.map((h) => h.id),
        ),
        activeMember,
      ),
    );
  const out = new Map<number, HuntWinner[]>();
  for (const hunt of hunts) {
    const mine = rows.filter((r) => r.huntId === hunt.id);
    const list = winnerOrder.flatMap((category) => {
      const row = mine.find((r) => r.categories.includes(category));
      return row ? [{ category, username: row.username, points: hunt.prizePoints, xp: hunt.prizeXp }] : [];
    });
    out.set(hunt.id, list);
  }
  return out;
}
