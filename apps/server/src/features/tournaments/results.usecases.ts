import { announcementKeys, announcementMessages } from '@podium/shared/announcements/messages';
import { nextSlot, winnerByMultiplier } from '@podium/shared/tournaments/rules';
import type { MatchResultInput } from '@podium/shared/tournaments/schemas';
import type { Db } from '../../db/client.ts';
import { announce } from '../announcements/announcements.usecases.ts';
import { fillSlot, findMatch, matchAt, saveResult } from './matches.repository.ts';
import { adjustTournament, payTournament } from './prizes.usecases.ts';
import { tournamentErrors } from './tournaments.errors.ts';
import { findTournament } from './tournaments.repository.ts';

const toHundredths = (m: number) => Math.round(m * 100);

/**
 * Records (or, with `correcting`, corrects) a match's result: the multipliers, the winner (the higher
 * one, or the admin's choice on a tie) and its advance into the next round. The tournament row is
 * locked, so results of one tournament are recorded one at a time. Deciding the Final pays out; a
 * correction after the payout adjusts the difference.
 */
export async function recordResult(
  db: Db,
  actorId: number,
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
    if (next) {
      const name = winner === 1 ? match.slot1Name : match.slot2Name;
      const userId = winner === 1 ? match.slot1UserId : match.slot2UserId;
      await fillSlot(tx, next.id, to.slot, { name, userId });
      return { paid: false };
    }
    // The Final.
    if (t.paidAt === null) {
      const paid = await payTournament(tx, t, actorId);
      if (paid) {
        await announce(tx, {
          key: announcementKeys.tournamentCompleted(t.id),
          content: announcementMessages.tournamentCompleted(
            t.name,
            winner === 1 ? match.slot1Name : match.slot2Name,
          ),
        });
      }
      return { paid };
    }
    await adjustTournament(tx, t, actorId, reason);
    return { paid: false };
  });
}
