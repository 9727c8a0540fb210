import { gameMultiplier } from '@podium/shared/bonus-hunts/rules';
import type { BonusHunt, HuntGame, HuntPrediction } from '@podium/shared/bonus-hunts/schemas';
import { lastActiveLabel } from '@podium/shared/common/last-active';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { activeMember, avatarUrl } from '../users/users.repository.ts';
import { users } from '../users/users.table.ts';
import {
  type BonusHuntGameRow,
  type BonusHuntRow,
  bonusHuntGames,
  bonusHuntPredictions,
  bonusHunts,
} from './bonus-hunts.table.ts';

export const dollars = (cents: number): number => cents / 100;
export const toCents = (amount: number): number => Math.round(amount * 100);

/** One hunt; `lock` takes its row for the rest of the transaction (results recorded one at a time). */
export async function findHunt(db: DbOrTx, id: number, lock = false): Promise<BonusHuntRow | undefined> {
  const query = db.select().from(bonusHunts).where(eq(bonusHunts.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The hunt locked FOR SHARE: closing predictions or finishing waits for a prediction being saved. */
export async function shareLockHunt(tx: Tx, id: number): Promise<BonusHuntRow | undefined> {
  const [row] = await tx.select().from(bonusHunts).where(eq(bonusHunts.id, id)).for('share');
  return row;
}

/**
 * The current hunt, the one place it is defined (decision 045): the newest one started, running or
 * finished. A finished hunt's result and winners stay on show until the next one starts; an older hunt
 * still running never takes its place. The page, the current-hunt overlay and their live refetches all
 * read it through GET /api/r/bonus-hunts/current.
 */
export async function currentHunt(db: DbOrTx): Promise<BonusHuntRow | undefined> {
  const [newest] = await db
    .select()
    .from(bonusHunts)
    .orderBy(desc(bonusHunts.createdAt), desc(bonusHunts.id))
    .limit(1);
  return newest;
}

/** The hunts still running (not finished), oldest first. */
export function runningHunts(db: DbOrTx): Promise<{ id: number; title: string }[]> {
  return db
    .select({ id: bonusHunts.id, title: bonusHunts.title })
    .from(bonusHunts)
    .where(isNull(bonusHunts.finishedAt))
    .orderBy(asc(bonusHunts.createdAt), asc(bonusHunts.id));
}

/** Any constant bigint: this one spells "hunt". */
const HUNT_START_LOCK = 0x68756e74;

/**
 * Starting a hunt, one at a time (a transaction-scoped advisory lock): two starts at once cannot both
 * see no hunt running.
 */
export async function lockHuntStarts(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${HUNT_START_LOCK})`);
}

export const toHuntView = (h: BonusHuntRow): BonusHunt => ({
  id: h.id,
  title: h.title,
  start_balance: dollars(h.startBalanceCents),
  predictions_active: h.predictionsActive,
  status: h.finishedAt ? 'finished' : 'active',
  prize_points: h.prizePoints,
  prize_xp: h.prizeXp,
  large_win_multiplier: h.largeWinMultiplier,
  created_at: h.createdAt.toISOString(),
  finished_at: h.finishedAt?.toISOString() ?? null,
});

export function toGameView(g: BonusHuntGameRow, openingGameId: number | null): HuntGame {
  const view = {
    id: g.id,
    position: g.position,
    slot_name: g.slotName,
    slot_image: g.image,
    provider: { name: g.provider },
    slot_bet: dollars(g.betCents),
    slot_win: g.winCents === null ? null : dollars(g.winCents),
    pending_win: g.id === openingGameId && g.winCents === null,
  };
  return { ...view, multiplier: gameMultiplier(view) };
}

/** A game the admin has not removed (decision 047): every read, statistic and overlay counts only these. */
export const liveGame = isNull(bonusHuntGames.removedAt);

/** A hunt's games in opening order (removed ones left out). */
export function gameRows(db: DbOrTx, huntId: number): Promise<BonusHuntGameRow[]> {
  return db
    .select()
    .from(bonusHuntGames)
    .where(and(eq(bonusHuntGames.huntId, huntId), liveGame))
    .orderBy(asc(bonusHuntGames.position), asc(bonusHuntGames.id));
}

export async function gameViews(db: DbOrTx, hunt: BonusHuntRow): Promise<HuntGame[]> {
  return (await gameRows(db, hunt.id)).map((g) => toGameView(g, hunt.finishedAt ? null : hunt.openingGameId));
}

/**
 * Every prediction of a hunt, earliest submission first (the order the closest rule breaks ties by).
 * `'active'` (the public list, the winners and so the prizes) leaves out a banned member's, which is
 * kept (decision 041); `'all'` reads every one (what a game rename must not orphan).
 */
export async function huntPredictions(
  db: DbOrTx,
  huntId: number,
  members: 'active' | 'all' = 'active',
): Promise<HuntPrediction[]> {
  const rows = await db
    .select({ p: bonusHuntPredictions, user: users })
    .from(bonusHuntPredictions)
    .innerJoin(users, eq(users.id, bonusHuntPredictions.userId))
    .where(and(eq(bonusHuntPredictions.huntId, huntId), members === 'active' ? activeMember : undefined))
    .orderBy(asc(bonusHuntPredictions.submittedAt), asc(bonusHuntPredictions.id));
  const now = Date.now();
  return rows.map(({ p, user }) => ({
    id: p.id,
    user_id: p.userId,
    end_balance: dollars(p.endBalanceCents),
    highest_multiplier: p.highestMultiplierHundredths / 100,
    highest_multiplier_game: p.highestMultiplierGame,
    created_at: p.createdAt.toISOString(),
    submitted_at: p.submittedAt.toISOString(),
    created_at_human: lastActiveLabel(p.createdAt.toISOString(), now),
    user: { username: user.username, kick_username: user.kickUsername, avatar_url: avatarUrl(user) },
  }));
}

/** The viewer's own prediction for a hunt, if any. */
export async function userPrediction(db: DbOrTx, huntId: number, userId: number) {
  const [p] = await db
    .select()
    .from(bonusHuntPredictions)
    .where(and(eq(bonusHuntPredictions.huntId, huntId), eq(bonusHuntPredictions.userId, userId)));
  if (!p) return null;
  return {
    end_balance: dollars(p.endBalanceCents),
    highest_multiplier: p.highestMultiplierHundredths / 100,
    highest_multiplier_game: p.highestMultiplierGame,
    created_at: p.createdAt.toISOString(),
  };
}

export const predictionsCount = sql<number>`(select count(*)::int from bonus_hunt_predictions p where p.hunt_id = "bonus_hunts"."id")`;
export const gamesCount = sql<number>`(select count(*)::int from bonus_hunt_games g where g.hunt_id = "bonus_hunts"."id" and g.removed_at is null)`;

export async function countPredictions(db: DbOrTx, huntId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bonusHuntPredictions)
    .where(eq(bonusHuntPredictions.huntId, huntId));
  return Number(row?.n ?? 0);
}

/** Admin list: every hunt, newest first, with its counts. */
export async function listHunts(db: DbOrTx) {
  const rows = await db
    .select({ h: bonusHunts, predictions: predictionsCount, games: gamesCount })
    .from(bonusHunts)
    .orderBy(desc(bonusHunts.createdAt), desc(bonusHunts.id))
    .limit(200);
  return rows.map((r) => ({
    ...toHuntView(r.h),
    games_count: Number(r.games),
    predictions_count: Number(r.predictions),
  }));
}

/** How many hunts a member has predicted (profiles, hover card, the achievement criterion). */
export async function huntsPredicted(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bonusHuntPredictions)
    .where(eq(bonusHuntPredictions.userId, userId));
  return Number(row?.n ?? 0);
}

/** The member's latest predictions, newest first, for the profile's activity. */
export async function recentHuntPredictions(db: DbOrTx, userId: number, limit = 5) {
  const rows = await db
    .select()
    .from(bonusHuntPredictions)
    .where(eq(bonusHuntPredictions.userId, userId))
    .orderBy(desc(bonusHuntPredictions.createdAt), desc(bonusHuntPredictions.id))
    .limit(limit);
  return rows.map((p) => ({
    id: p.id,
    created_at: p.createdAt.toISOString(),
    predicted_end_balance: dollars(p.endBalanceCents),
    predicted_highest_multiplier: p.highestMultiplierHundredths / 100,
  }));
}

/** Creates or replaces the member's one prediction for the hunt; answers whether it was created. */
export async function upsertPrediction(
  tx: Tx,
  huntId: number,
  userId: number,
  values: Pick<
    typeof bonusHuntPredictions.$inferInsert,
    'endBalanceCents' | 'highestMultiplierHundredths' | 'highestMultiplierGame'
  >,
): Promise<boolean> {
  const [row] = await tx
    .insert(bonusHuntPredictions)
    .values({ huntId, userId, ...values })
    .onConflictDoUpdate({
      target: [bonusHuntPredictions.huntId, bonusHuntPredictions.userId],
      set: { ...values, submittedAt: sql`now()` },
    })
    .returning({ created: sql<boolean>`(xmax = 0)` });
  return Boolean(row?.created);
}
