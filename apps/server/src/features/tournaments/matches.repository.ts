import type { SlotInput } from '@podium/shared/tournaments/schemas';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { type TournamentMatchRow, tournamentMatches } from './tournaments.table.ts';

/** Whether the tournament has its bracket rows already. */
export async function hasBracket(tx: Tx, tournamentId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: tournamentMatches.id })
    .from(tournamentMatches)
    .where(eq(tournamentMatches.tournamentId, tournamentId))
    .limit(1);
  return row !== undefined;
}

/** The bracket's match rows, empty (no slots, no results). */
export async function insertBracket(
  tx: Tx,
  tournamentId: number,
  positions: { round: number; match_number: number }[],
): Promise<void> {
  await tx
    .insert(tournamentMatches)
    .values(positions.map((p) => ({ tournamentId, round: p.round, matchNumber: p.match_number })));
}

/** Round 1's match `matchNumber`: slot 1 against slot 2. */
export async function setFirstRoundPair(
  tx: Tx,
  tournamentId: number,
  matchNumber: number,
  slot1: SlotInput,
  slot2: SlotInput,
): Promise<void> {
  await tx
    .update(tournamentMatches)
    .set({
      slot1Name: slot1.name,
      slot1UserId: slot1.user_id,
      slot2Name: slot2.name,
      slot2UserId: slot2.user_id,
    })
    .where(
      and(
        eq(tournamentMatches.tournamentId, tournamentId),
        eq(tournamentMatches.round, 1),
        eq(tournamentMatches.matchNumber, matchNumber),
      ),
    );
}

/** Whether any match of the tournament has a result. */
export async function hasResults(tx: Tx, tournamentId: number): Promise<boolean> {
  const [played] = await tx
    .select({ id: tournamentMatches.id })
    .from(tournamentMatches)
    .where(and(eq(tournamentMatches.tournamentId, tournamentId), isNotNull(tournamentMatches.winnerSlot)))
    .limit(1);
  return played !== undefined;
}

/** The match, if it is one of this tournament's. */
export async function findMatch(
  tx: Tx,
  tournamentId: number,
  matchId: number,
): Promise<TournamentMatchRow | undefined> {
  const [match] = await tx
    .select()
    .from(tournamentMatches)
    .where(and(eq(tournamentMatches.id, matchId), eq(tournamentMatches.tournamentId, tournamentId)));
  return match;
}

/** The match at a place in the bracket (none after the Final). */
export async function matchAt(
  tx: Tx,
  tournamentId: number,
  at: { round: number; match_number: number },
): Promise<TournamentMatchRow | undefined> {
  const [match] = await tx
    .select()
    .from(tournamentMatches)
    .where(
      and(
        eq(tournamentMatches.tournamentId, tournamentId),
        eq(tournamentMatches.round, at.round),
        eq(tournamentMatches.matchNumber, at.match_number),
      ),
    );
  return match;
}

/** The match's multipliers (in hundredths) and winner slot. */
export async function saveResult(
  tx: Tx,
  matchId: number,
  result: { slot1Multiplier: number; slot2Multiplier: number; winnerSlot: number },
): Promise<void> {
  await tx
    .update(tournamentMatches)
    .set({ ...result, updatedAt: sql`now()` })
    .where(eq(tournamentMatches.id, matchId));
}

/** Puts a winner into one slot of the next round's match. */
export async function fillSlot(
  tx: Tx,
  matchId: number,
  slot: 1 | 2,
  who: { name: string | null; userId: number | null },
): Promise<void> {
  await tx
    .update(tournamentMatches)
    .set(
      slot === 1
        ? { slot1Name: who.name, slot1UserId: who.userId }
        : { slot2Name: who.name, slot2UserId: who.userId },
    )
    .where(eq(tournamentMatches.id, matchId));
}
