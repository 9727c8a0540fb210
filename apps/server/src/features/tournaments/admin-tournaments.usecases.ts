import { bracketPositions } from '@podium/shared/tournaments/rules';
import type {
  SlotInput,
  TournamentCreateInput,
  TournamentUpdateInput,
} from '@podium/shared/tournaments/schemas';
import type { Db, Tx } from '../../db/client.ts';
import { constraintError } from '../../db/constraints.ts';
import { badRequest } from '../../lib/errors.ts';
import { changes } from '../audit/audit.changes.ts';
import { type AuditContext, recordAudit } from '../audit/audit.usecases.ts';
import { userExists } from '../users/users.repository.ts';
import {
  deleteTournamentRow,
  insertTournament,
  updateTournamentRow,
} from './admin-tournaments.repository.ts';
import { hasBracket, hasResults, insertBracket, setFirstRoundPair } from './matches.repository.ts';
import { hasPredictions } from './predictions.repository.ts';
import { deleteConstraints, tournamentErrors } from './tournaments.errors.ts';
import { findTournament, matchRows } from './tournaments.repository.ts';
import type { TournamentRow } from './tournaments.table.ts';

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

/** A tournament's settings as its audit entries show them (decision 039), in the form's names. */
const auditSettings = (t: TournamentRow) => ({
  name: t.name,
  is_active: t.isActive,
  predictions_active: t.predictionsActive,
  points_per_correct: t.pointsPerCorrect,
  xp_per_correct: t.xpPerCorrect,
  perfect_bonus_points: t.perfectBonusPoints,
  perfect_bonus_xp: t.perfectBonusXp,
});

/** Round 1's slots as stored, in bracket order (slot 1 and 2 of match 1, then of match 2…). */
async function storedSlots(tx: Tx, tournamentId: number): Promise<SlotInput[]> {
  return (await matchRows(tx, tournamentId))
    .filter((m) => m.round === 1)
    .flatMap((m) => [
      { name: m.slot1Name ?? '', user_id: m.slot1UserId },
      { name: m.slot2Name ?? '', user_id: m.slot2UserId },
    ]);
}

/** Round 1's slots, pair by pair (slot 2k-1 vs 2k); later rounds empty. An unknown member's id is
 * refused under its own field (`slots.<i>.user_id`, decision 046). */
async function writeSlots(tx: Tx, tournamentId: number, size: number, slots: SlotInput[]) {
  if (slots.length !== size) throw tournamentErrors.slotCount(size);
  const unknown: Record<string, string[]> = {};
  for (const [i, slot] of slots.entries()) {
    if (slot.user_id !== null && !(await userExists(tx, slot.user_id)))
      unknown[`slots.${i}.user_id`] = [unknownMember];
  }
  if (Object.keys(unknown).length > 0) throw badRequest(unknownMember, unknown);
  if (!(await hasBracket(tx, tournamentId))) await insertBracket(tx, tournamentId, bracketPositions(size));
  for (let k = 1; k <= size / 2; k++) {
    await setFirstRoundPair(tx, tournamentId, k, slots[2 * k - 2]!, slots[2 * k - 1]!);
  }
}

/**
 * POST /api/admin/tournaments: the tournament and its whole bracket (predictions closed, active), on
 * record with its settings and slots.
 */
export async function createTournament(db: Db, audit: AuditContext, input: TournamentCreateInput) {
  try {
    return await db.transaction(async (tx) => {
      const id = await insertTournament(tx, {
        name: input.name,
        size: input.size,
        ...rateColumns(input),
        createdBy: audit.actorId,
      });
      await writeSlots(tx, id, input.size, input.slots);
      const created = (await findTournament(tx, id))!;
      await recordAudit(tx, audit, {
        action: 'tournaments.create',
        target: { type: 'tournament', id },
        after: { ...auditSettings(created), size: created.size, slots: await storedSlots(tx, id) },
      });
      return id;
    });
  } catch (error) {
    throw constraintError(error, slotConstraints);
  }
}

/**
 * PUT /api/admin/tournaments/{id}: name, payout amounts, active and predictions flags any time; the
 * slots only before play (no result and no prediction yet). The row is locked, so the audit entry's
 * `before` is what this edit replaced; it records only what changed.
 */
export async function updateTournament(
  db: Db,
  audit: AuditContext,
  id: number,
  input: TournamentUpdateInput,
) {
  try {
    await db.transaction(async (tx) => {
      const t = await findTournament(tx, id, true);
      if (!t) throw tournamentErrors.notFound();
      const slotsBefore = input.slots ? await storedSlots(tx, id) : undefined;
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
      const updated = (await findTournament(tx, id))!;
      await recordAudit(tx, audit, {
        action: 'tournaments.update',
        target: { type: 'tournament', id },
        ...changes(
          { ...auditSettings(t), ...(slotsBefore ? { slots: slotsBefore } : {}) },
          { ...auditSettings(updated), ...(slotsBefore ? { slots: await storedSlots(tx, id) } : {}) },
        ),
      });
    });
  } catch (error) {
    throw constraintError(error, slotConstraints);
  }
}

/**
 * DELETE /api/admin/tournaments/{id}: only one nobody has predicted (the restrict key decides), on
 * record with what it was.
 */
export async function deleteTournament(db: Db, audit: AuditContext, id: number) {
  try {
    await db.transaction(async (tx) => {
      const t = await findTournament(tx, id, true);
      if (!t || !(await deleteTournamentRow(tx, id))) throw tournamentErrors.notFound();
      await recordAudit(tx, audit, {
        action: 'tournaments.delete',
        target: { type: 'tournament', id },
        before: { ...auditSettings(t), size: t.size },
      });
    });
  } catch (error) {
    throw constraintError(error, deleteConstraints);
  }
}
