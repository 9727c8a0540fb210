import { bracketPositions } from '@podium/shared/tournaments/rules';
import type {
  SlotInput,
  TournamentCreateInput,
  TournamentUpdateInput,
} from '@podium/shared/tournaments/schemas';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { constraintError } from '../../db/constraints.ts';
import { badRequest } from '../../lib/errors.ts';
import { deleteConstraints, tournamentErrors } from './tournaments.errors.ts';
import { findTournament } from './tournaments.repository.ts';
import { tournamentMatches, tournamentPredictions, tournaments } from './tournaments.table.ts';

const unknownMember = 'That member does not exist';
const slotConstraints = {
  tournament_matches_slot1_user_id_users_id_fk: () => badRequest(unknownMember, { slots: [unknownMember] }),
  tournament_matches_slot2_user_id_users_id_fk: () => badRequest(unknownMember, { slots: [unknownMember] }),
};

const rateColumns = (input: Partial<TournamentCreateInput>) => ({
  pointsPerCorrect: input.points_per_correct,
  xpPerCorrect: input.xp_per_correct,
  perfectBonusPoints: input.perfect_bonus_points,
  perfectBonusXp: input.perfect_bonus_xp,
});

/** Round 1's slots, pair by pair (slot 2k-1 vs 2k); later rounds empty. */
async function writeSlots(tx: Tx, tournamentId: number, size: number, slots: SlotInput[]) {
  if (slots.length !== size) throw tournamentErrors.slotCount(size);
  const existing = await tx
    .select({ id: tournamentMatches.id, round: tournamentMatches.round, n: tournamentMatches.matchNumber })
    .from(tournamentMatches)
    .where(eq(tournamentMatches.tournamentId, tournamentId))
    .orderBy(asc(tournamentMatches.round), asc(tournamentMatches.matchNumber));
  if (existing.length === 0) {
    await tx
      .insert(tournamentMatches)
      .values(
        bracketPositions(size).map((p) => ({ tournamentId, round: p.round, matchNumber: p.match_number })),
      );
  }
  for (let k = 1; k <= size / 2; k++) {
    const a = slots[2 * k - 2]!;
    const b = slots[2 * k - 1]!;
    await tx
      .update(tournamentMatches)
      .set({ slot1Name: a.name, slot1UserId: a.user_id, slot2Name: b.name, slot2UserId: b.user_id })
      .where(
        and(
          eq(tournamentMatches.tournamentId, tournamentId),
          eq(tournamentMatches.round, 1),
          eq(tournamentMatches.matchNumber, k),
        ),
      );
  }
}

/** POST /api/admin/tournaments: the tournament and its whole bracket (predictions closed, active). */
export async function createTournament(db: Db, input: TournamentCreateInput, actorId: number | null) {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(tournaments)
        .values({ name: input.name, size: input.size, ...rateColumns(input), createdBy: actorId })
        .returning({ id: tournaments.id });
      await writeSlots(tx, row!.id, input.size, input.slots);
      return row!.id;
    });
  } catch (error) {
    throw constraintError(error, slotConstraints);
  }
}

/**
 * PUT /api/admin/tournaments/{id}: name, payout amounts, active and predictions flags any time; the
 * slots only before play (no result and no prediction yet).
 */
export async function updateTournament(db: Db, id: number, input: TournamentUpdateInput) {
  try {
    await db.transaction(async (tx) => {
      const t = await findTournament(tx, id, true);
      if (!t) throw tournamentErrors.notFound();
      if (input.slots) {
        const [played] = await tx
          .select({ id: tournamentMatches.id })
          .from(tournamentMatches)
          .where(and(eq(tournamentMatches.tournamentId, id), isNotNull(tournamentMatches.winnerSlot)))
          .limit(1);
        const [predicted] = await tx
          .select({ id: tournamentPredictions.id })
          .from(tournamentPredictions)
          .where(eq(tournamentPredictions.tournamentId, id))
          .limit(1);
        if (played || predicted) throw tournamentErrors.slotsLocked();
        await writeSlots(tx, id, t.size, input.slots);
      }
      await tx
        .update(tournaments)
        .set({
          name: input.name,
          isActive: input.is_active,
          predictionsActive: input.predictions_active,
          ...rateColumns(input),
          updatedAt: sql`now()`,
        })
        .where(eq(tournaments.id, id));
    });
  } catch (error) {
    throw constraintError(error, slotConstraints);
  }
}

/** DELETE /api/admin/tournaments/{id}: only one nobody has predicted (the restrict key decides). */
export async function deleteTournament(db: Db, id: number) {
  try {
    const deleted = await db
      .delete(tournaments)
      .where(eq(tournaments.id, id))
      .returning({ id: tournaments.id });
    if (deleted.length === 0) throw tournamentErrors.notFound();
  } catch (error) {
    throw constraintError(error, deleteConstraints);
  }
}
