import { bracketPositions } from '@podium/shared/tournaments/rules';
import type {
  SlotInput,
  TournamentCreateInput,
  TournamentUpdateInput,
} from '@podium/shared/tournaments/schemas';
import type { Db, Tx } from '../../db/client.ts';
import { constraintError } from '../../db/constraints.ts';
import { badRequest } from '../../lib/errors.ts';
import {
  deleteTournamentRow,
  insertTournament,
  updateTournamentRow,
} from './admin-tournaments.repository.ts';
import { hasBracket, hasResults, insertBracket, setFirstRoundPair } from './matches.repository.ts';
import { hasPredictions } from './predictions.repository.ts';
import { deleteConstraints, tournamentErrors } from './tournaments.errors.ts';
import { findTournament } from './tournaments.repository.ts';

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
  if (!(await hasBracket(tx, tournamentId))) await insertBracket(tx, tournamentId, bracketPositions(size));
  for (let k = 1; k <= size / 2; k++) {
    await setFirstRoundPair(tx, tournamentId, k, slots[2 * k - 2]!, slots[2 * k - 1]!);
  }
}

/** POST /api/admin/tournaments: the tournament and its whole bracket (predictions closed, active). */
export async function createTournament(db: Db, input: TournamentCreateInput, actorId: number | null) {
  try {
    return await db.transaction(async (tx) => {
      const id = await insertTournament(tx, {
        name: input.name,
        size: input.size,
        ...rateColumns(input),
        createdBy: actorId,
      });
      await writeSlots(tx, id, input.size, input.slots);
      return id;
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
        if ((await hasResults(tx, id)) || (await hasPredictions(tx, id)))
          throw tournamentErrors.slotsLocked();
        await writeSlots(tx, id, t.size, input.slots);
      }
      await updateTournamentRow(tx, id, {
        name: input.name,
        isActive: input.is_active,
        predictionsActive: input.predictions_active,
        ...rateColumns(input),
      });
    });
  } catch (error) {
    throw constraintError(error, slotConstraints);
  }
}

/** DELETE /api/admin/tournaments/{id}: only one nobody has predicted (the restrict key decides). */
export async function deleteTournament(db: Db, id: number) {
  try {
    if (!(await deleteTournamentRow(db, id))) throw tournamentErrors.notFound();
  } catch (error) {
    throw constraintError(error, deleteConstraints);
  }
}
