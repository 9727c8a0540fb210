import { and, desc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../users/users.table.ts';
import { finalWinners } from './tournaments.repository.ts';
import { tournamentPayouts, tournaments } from './tournaments.table.ts';

/**
 * The public history's index of finished tournaments (decision 065): a tournament is over when its
 * Final is decided, which pays its predictions once (`paid_at`), for a UNION with the other contests.
 */
export const pastTournamentsIndex = (): SQL =>
  sql`select 'tournament' as kind, ${tournaments.id} as id, ${tournaments.paidAt} as ended_at
      from ${tournaments} where ${tournaments.paidAt} is not null`;

export interface PastTournament {
  id: number;
  name: string;
  paidAt: Date;
  /** The Final's winner (a slot's name). */
  champion: string | null;
  /** Members whose picks paid, best first: most correct, then most points. */
  predictors: Array<{
    username: string;
    bannedAt: Date | null;
    correct: number;
    perfect: boolean;
    points: number;
    xp: number;
  }>;
}

/** Finished tournaments by id with their champion and the members their predictions paid. */
export async function pastTournaments(db: DbOrTx, ids: number[]): Promise<PastTournament[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(tournaments).where(inArray(tournaments.id, ids));
  const champions = await finalWinners(db, ids);
  const paid = await db
    .select({
      tournamentId: tournamentPayouts.tournamentId,
      username: users.username,
      bannedAt: users.bannedAt,
      correct: tournamentPayouts.correct,
      perfect: tournamentPayouts.perfect,
      points: tournamentPayouts.points,
      xp: tournamentPayouts.xp,
    })
    .from(tournamentPayouts)
    .innerJoin(users, eq(users.id, tournamentPayouts.userId))
    .where(and(inArray(tournamentPayouts.tournamentId, ids), gt(tournamentPayouts.correct, 0)))
    .orderBy(
      desc(tournamentPayouts.correct),
      desc(tournamentPayouts.points),
      desc(tournamentPayouts.xp),
      tournamentPayouts.id,
    );
  return rows.map((t) => ({
    id: t.id,
    name: t.name,
    paidAt: t.paidAt ?? t.updatedAt,
    champion: champions.get(t.id) ?? null,
    predictors: paid.filter((p) => p.tournamentId === t.id).map(({ tournamentId: _, ...p }) => p),
  }));
}
