import type { TournamentFilter } from '@podium/shared/tournaments/messages';
import { TOURNAMENTS_PER_PAGE } from '@podium/shared/tournaments/messages';
import { type BracketMatch, slotSeeds } from '@podium/shared/tournaments/rules';
import type {
  PredictionEntry,
  TournamentCard,
  TournamentMatch,
  TournamentUser,
} from '@podium/shared/tournaments/schemas';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { activeMember, avatarUrl } from '../users/users.repository.ts';
import { users } from '../users/users.table.ts';
import {
  type TournamentMatchRow,
  type TournamentRow,
  tournamentMatches,
  tournamentPicks,
  tournamentPredictions,
  tournaments,
} from './tournaments.table.ts';

// Correlated counts, written with explicit aliases (a bare column would bind to the inner table).
const matchesCount = sql<number>`(select count(*)::int from tournament_matches tm where tm.tournament_id = "tournaments"."id")`;
const decidedCount = sql<number>`(select count(*)::int from tournament_matches tm where tm.tournament_id = "tournaments"."id" and tm.winner_slot is not null)`;
const predictionsCount = sql<number>`(select count(*)::int from tournament_predictions tp where tp.tournament_id = "tournaments"."id")`;

const filters: Record<TournamentFilter, SQL | undefined> = {
  all: undefined,
  active: eq(tournaments.isActive, true),
  predictions: eq(tournaments.predictionsActive, true),
  completed: and(
    eq(tournaments.isActive, false),
    sql`${decidedCount} = ${matchesCount}`,
    sql`${matchesCount} > 0`,
  ),
};

/** A match's winner name from its winner slot. */
export const winnerName = (m: Pick<TournamentMatchRow, 'winnerSlot' | 'slot1Name' | 'slot2Name'>) =>
  m.winnerSlot === 1 ? m.slot1Name : m.winnerSlot === 2 ? m.slot2Name : null;

const hundredths = (v: number | null) => (v === null ? null : v / 100);

function toCard(
  t: TournamentRow,
  counts: { matches: number; decided: number; predictions: number },
  winner: string | null,
): TournamentCard {
  return {
    id: t.id,
    name: t.name,
    size: t.size,
    is_active: t.isActive,
    predictions_active: t.predictionsActive,
    matches_count: counts.matches,
    predictions_count: counts.predictions,
    progress: counts.matches === 0 ? 0 : Math.round((counts.decided / counts.matches) * 100),
    winner_name: winner,
    created_at: t.createdAt.toISOString(),
  };
}

/** The Final's winner of each tournament. */
export async function finalWinners(db: DbOrTx, ids: number[]): Promise<Map<number, string | null>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(tournamentMatches)
    .where(
      and(
        inArray(tournamentMatches.tournamentId, ids),
        sql`"tournament_matches"."round" = (select max(m2.round) from tournament_matches m2 where m2.tournament_id = "tournament_matches"."tournament_id")`,
      ),
    );
  return new Map(rows.map((r) => [r.tournamentId, winnerName(r)]));
}

/** GET /api/r/tournaments: newest first, one page, with the card's counts. */
export async function listTournaments(db: DbOrTx, page: number, filter: TournamentFilter) {
  const where = filters[filter];
  const [rows, [total]] = await Promise.all([
    db
      .select({ t: tournaments, matches: matchesCount, decided: decidedCount, predictions: predictionsCount })
      .from(tournaments)
      .where(where)
      .orderBy(desc(tournaments.createdAt), desc(tournaments.id))
      .limit(TOURNAMENTS_PER_PAGE)
      .offset((page - 1) * TOURNAMENTS_PER_PAGE),
    db.select({ n: sql<number>`count(*)::int` }).from(tournaments).where(where),
  ]);
  const winners = await finalWinners(
    db,
    rows.map((r) => r.t.id),
  );
  const count = Number(total?.n ?? 0);
  return {
    data: rows.map((r) =>
      toCard(
        r.t,
        { matches: Number(r.matches), decided: Number(r.decided), predictions: Number(r.predictions) },
        winners.get(r.t.id) ?? null,
      ),
    ),
    pagination: {
      page,
      per_page: TOURNAMENTS_PER_PAGE,
      total: count,
      total_pages: Math.max(1, Math.ceil(count / TOURNAMENTS_PER_PAGE)),
    },
  };
}

export async function findTournament(
  db: DbOrTx,
  id: number,
  lock = false,
): Promise<TournamentRow | undefined> {
  const q = db.select().from(tournaments).where(eq(tournaments.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export function matchRows(db: DbOrTx, tournamentId: number): Promise<TournamentMatchRow[]> {
  return db
    .select()
    .from(tournamentMatches)
    .where(eq(tournamentMatches.tournamentId, tournamentId))
    .orderBy(asc(tournamentMatches.round), asc(tournamentMatches.matchNumber));
}

/** The bracket as the shared rules read it: names, seeds (the slots' identity) and winners. */
export async function bracketOf(db: DbOrTx, tournamentId: number): Promise<BracketMatch[]> {
  const rows = await matchRows(db, tournamentId);
  const seeds = slotSeeds(
    rows.map((m) => ({ id: m.id, round: m.round, match_number: m.matchNumber, winner_slot: m.winnerSlot })),
  );
  return rows.map((m) => ({
    id: m.id,
    round: m.round,
    match_number: m.matchNumber,
    slot1_name: m.slot1Name,
    slot2_name: m.slot2Name,
    slot1_seed: seeds.get(m.id)?.[0] ?? null,
    slot2_seed: seeds.get(m.id)?.[1] ?? null,
    winner_slot: m.winnerSlot,
    winner_name: winnerName(m),
  }));
}

type UserCols = Pick<typeof users.$inferSelect, 'id' | 'username' | 'kickUsername' | 'avatar' | 'discordId'>;
export const toTournamentUser = (u: UserCols): TournamentUser => ({
  id: u.id,
  username: u.username,
  kick_username: u.kickUsername,
  avatar: u.avatar,
  avatar_url: avatarUrl(u),
});

/** The member columns a slot or prediction shows (an alias of `users` is read with the same columns). */
const userCols = (u: typeof users) => ({
  id: u.id,
  username: u.username,
  kickUsername: u.kickUsername,
  avatar: u.avatar,
  discordId: u.discordId,
});

/** The matches in SPEC §3 shape, with the members who called the slots. */
export async function matchViews(db: DbOrTx, tournamentId: number): Promise<TournamentMatch[]> {
  const u1 = alias(users, 'slot1_user') as unknown as typeof users;
  const u2 = alias(users, 'slot2_user') as unknown as typeof users;
  const rows = await db
    .select({ m: tournamentMatches, u1: userCols(u1), u2: userCols(u2) })
    .from(tournamentMatches)
    .leftJoin(u1, eq(u1.id, tournamentMatches.slot1UserId))
    .leftJoin(u2, eq(u2.id, tournamentMatches.slot2UserId))
    .where(eq(tournamentMatches.tournamentId, tournamentId))
    .orderBy(asc(tournamentMatches.round), asc(tournamentMatches.matchNumber));
  const seeds = slotSeeds(
    rows.map(({ m }) => ({
      id: m.id,
      round: m.round,
      match_number: m.matchNumber,
      winner_slot: m.winnerSlot,
    })),
  );
  return rows.map(({ m, u1: a, u2: b }) => ({
    id: m.id,
    round: m.round,
    match_number: m.matchNumber,
    slot1_name: m.slot1Name,
    slot2_name: m.slot2Name,
    slot1_multiplier: hundredths(m.slot1Multiplier),
    slot2_multiplier: hundredths(m.slot2Multiplier),
    slot1_user: a?.id ? toTournamentUser(a) : null,
    slot2_user: b?.id ? toTournamentUser(b) : null,
    winner_name: winnerName(m),
    winner_slot: m.winnerSlot,
    slot1_seed: seeds.get(m.id)?.[0] ?? null,
    slot2_seed: seeds.get(m.id)?.[1] ?? null,
  }));
}

export interface StoredPrediction {
  id: number;
  user: TournamentUser;
  savedAt: Date;
  picks: StoredPick[];
}

/** A stored pick: the match, the picked slot's seed and its name as picked. */
export interface StoredPick {
  match_id: number;
  winner_name: string;
  winner_seed: number;
}

/**
 * Every active member's prediction of a tournament, with their picks: a banned member's is kept but
 * left out — of the list, Top Performers, friends' predictions and the prizes (decision 041).
 */
export async function predictionsOf(db: DbOrTx, tournamentId: number): Promise<StoredPrediction[]> {
  const rows = await db
    .select({ p: tournamentPredictions, u: userCols(users) })
    .from(tournamentPredictions)
    .innerJoin(users, eq(users.id, tournamentPredictions.userId))
    .where(and(eq(tournamentPredictions.tournamentId, tournamentId), activeMember))
    .orderBy(asc(tournamentPredictions.savedAt), asc(tournamentPredictions.id));
  if (rows.length === 0) return [];
  const picks = await db
    .select()
    .from(tournamentPicks)
    .where(
      inArray(
        tournamentPicks.predictionId,
        rows.map((r) => r.p.id),
      ),
    )
    .orderBy(asc(tournamentPicks.matchId));
  const byPrediction = new Map<number, StoredPick[]>();
  for (const p of picks) {
    const list = byPrediction.get(p.predictionId) ?? [];
    list.push({ match_id: p.matchId, winner_name: p.winnerName, winner_seed: p.winnerSeed });
    byPrediction.set(p.predictionId, list);
  }
  return rows.map((r) => ({
    id: r.p.id,
    user: toTournamentUser(r.u),
    savedAt: r.p.savedAt,
    picks: byPrediction.get(r.p.id) ?? [],
  }));
}

export const toPredictionMatches = (picks: StoredPrediction['picks']): PredictionEntry['prediction'] => ({
  matches: picks.map((p) => ({
    tournament_match_id: p.match_id,
    predicted_winner_name: p.winner_name,
    predicted_winner_seed: p.winner_seed,
  })),
});

/** Tournaments the member has predicted: the profile's tournament_predictions and its achievements. */
export async function tournamentsPredicted(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(tournamentPredictions)
    .where(eq(tournamentPredictions.userId, userId));
  return Number(row?.n ?? 0);
}

/** The member's latest predictions (newest save first), for the profile's activity. */
export async function recentTournamentPredictions(db: DbOrTx, userId: number, limit = 5) {
  const rows = await db
    .select({ id: tournaments.id, name: tournaments.name, at: tournamentPredictions.savedAt })
    .from(tournamentPredictions)
    .innerJoin(tournaments, eq(tournaments.id, tournamentPredictions.tournamentId))
    .where(eq(tournamentPredictions.userId, userId))
    .orderBy(desc(tournamentPredictions.savedAt), desc(tournamentPredictions.id))
    .limit(limit);
  return rows.map((r) => ({ id: r.id, tournament_name: r.name, created_at: r.at.toISOString() }));
}

/** The card of one tournament (detail header). */
export async function tournamentCard(db: DbOrTx, t: TournamentRow, matches: TournamentMatch[]) {
  const [row] = await db.select({ n: predictionsCount }).from(tournaments).where(eq(tournaments.id, t.id));
  const final = matches.at(-1);
  return toCard(
    t,
    {
      matches: matches.length,
      decided: matches.filter((m) => m.winner_name !== null).length,
      predictions: Number(row?.n ?? 0),
    },
    final?.winner_name ?? null,
  );
}
