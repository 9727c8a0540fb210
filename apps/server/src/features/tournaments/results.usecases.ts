import { announcementKeys, announcementMessages } from '@podium/shared/announcements/messages';
import { nextSlot, winnerByMultiplier } from '@podium/shared/tournaments/rules';
import type { MatchResultInput } from '@podium/shared/tournaments/schemas';
import type { Db } from '../../db/client.ts';
import { announce } from '../announcements/announcements.usecases.ts';
import { type AuditContext, recordAudit } from '../audit/audit.usecases.ts';
import { endTournament } from './admin-tournaments.repository.ts';
import { fillSlot, findMatch, matchAt, saveResult } from './matches.repository.ts';
import { adjustTournament, payTournament } from './prizes.usecases.ts';
import { tournamentErrors } from './tournaments.errors.ts';
import { findTournament } from './tournaments.repository.ts';

const toHundredths = (m: number) => Math.round(m * 100);
const fromHundredths = (m: number | null) => (m === null ? null : m / 100);

/**
 * Records (or, with `correcting`, corrects) a match's result: the multipliers, the winner (the higher
 * one, or the admin's choice on a tie) and its advance into the next round. The tournament row is
 * locked, so results of one tournament are recorded one at a time. Deciding the Final pays out; a
 * correction after the payout adjusts the difference. The first Final ends the tournament in the same
 * transaction: inactive and predictions closed, the champion announced (decision 046). On record: the match, its multipliers and winner
 * (and, for a correction, what they were and why), for the winning slot's member when it names one.
 */
export async function recordResult(
  db: Db,
  audit: AuditContext,
  tournamentId: number,
  matchId: number,
  input: MatchResultInput,
  correcting: boolean,
) {
  const reason = input.reason?.trim() ?? '';
  if (correcting && !reason) throw tournamentErrors.reasonRequired();
  return db.transaction(async (tx) => {
    const t = await findTournament(tx, tournamentId, true);
    if (!t) throw tournamentErrors.notFound();
    const match = await findMatch(tx, tournamentId, matchId);
    if (!match) throw tournamentErrors.matchNotFound();
    if (correcting && match.winnerSlot === null) throw tournamentErrors.notDecided();
    if (!correcting && match.winnerSlot !== null) throw tournamentErrors.alreadyDecided();
    if (match.slot1Name === null || match.slot2Name === null) throw tournamentErrors.matchNotReady();

    const m1 = toHundredths(input.slot1_multiplier);
    const m2 = toHundredths(input.slot2_multiplier);
    const winner = input.winner_slot ?? winnerByMultiplier(m1, m2);
    if (winner === null) throw tournamentErrors.tieNeedsWinner();

    const to = nextSlot(match.round, match.matchNumber);
    const next = await matchAt(tx, tournamentId, to);
    const winnerChanged = match.winnerSlot !== null && match.winnerSlot !== winner;
    if (winnerChanged && next?.winnerSlot != null) throw tournamentErrors.laterRoundDecided();

    await saveResult(tx, match.id, { slot1Multiplier: m1, slot2Multiplier: m2, winnerSlot: winner });
    const name = winner === 1 ? match.slot1Name : match.slot2Name;
    const userId = winner === 1 ? match.slot1UserId : match.slot2UserId;
    let paid = false;
    let payout: 'paid' | 'adjusted' | undefined;
    let ended = false;
    if (next) {
      await fillSlot(tx, next.id, to.slot, { name, userId });
    } else if (t.paidAt === null) {
      // The Final: the tournament ends (inactive, predictions closed), pays out and is announced (decision 046).
      paid = await payTournament(tx, t, audit.actorId);
      if (paid) {
        payout = 'paid';
        ended = t.isActive || t.predictionsActive;
        if (ended) await endTournament(tx, t.id);
        await announce(tx, {
          key: announcementKeys.tournamentCompleted(t.id),
          content: announcementMessages.tournamentCompleted(t.name, name),
        });
      }
    } else {
      await adjustTournament(tx, t, audit.actorId, reason);
      payout = 'adjusted';
    }
    const previous =
      match.winnerSlot === 1 ? match.slot1Name : match.winnerSlot === 2 ? match.slot2Name : null;
    await recordAudit(tx, audit, {
      action: correcting ? 'tournaments.correct' : 'tournaments.result',
      target: { type: 'tournament', id: tournamentId },
      member: userId,
      before: correcting
        ? {
            slot1_multiplier: fromHundredths(match.slot1Multiplier),
            slot2_multiplier: fromHundredths(match.slot2Multiplier),
            winner_slot: match.winnerSlot,
            winner_name: previous,
          }
        : undefined,
      after: {
        match: {
          id: match.id,
          round: match.round,
          match_number: match.matchNumber,
          slot1_name: match.slot1Name,
          slot2_name: match.slot2Name,
        },
        slot1_multiplier: m1 / 100,
        slot2_multiplier: m2 / 100,
        winner_slot: winner,
        winner_name: name,
        ...(payout ? { payout } : {}),
        ...(ended ? { ended: { is_active: false, predictions_active: false } } : {}),
      },
      reason: correcting ? reason : null,
    });
    return { paid, ended };
  });
}
