import { announcementKeys, announcementMessages } from '@podium/shared/announcements/messages';
import { nextSlot, winnerByMultiplier } from '@podium/shared/tournaments/rules';
import type { MatchResultInput } from '@podium/shared/tournaments/schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { announce } from '../announcements/announcements.usecases.ts';
import { adjustTournament, payTournament } from './payouts.usecases.ts';
import { tournamentErrors } from './tournaments.errors.ts';
import { findTournament } from './tournaments.repository.ts';
import { tournamentMatches } from './tournaments.table.ts';

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
    const [match] = await tx
      .select()
      .from(tournamentMatches)
      .where(and(eq(tournamentMatches.id, matchId), eq(tournamentMatches.tournamentId, tournamentId)));
    if (!match) throw tournamentErrors.matchNotFound();
    if (correcting && match.winnerSlot === null) throw tournamentErrors.notDecided();
    if (!correcting && match.winnerSlot !== null) throw tournamentErrors.alreadyDecided();
    if (match.slot1Name === null || match.slot2Name === null) throw tournamentErrors.matchNotReady();

    const m1 = toHundredths(input.slot1_multiplier);
    const m2 = toHundredths(input.slot2_multiplier);
    const winner = input.winner_slot ?? winnerByMultiplier(m1, m2);
    if (winner === null) throw tournamentErrors.tieNeedsWinner();

    const to = nextSlot(match.round, match.matchNumber);
    const [next] = await tx
      .select()
      .from(tournamentMatches)
      .where(
        and(
          eq(tournamentMatches.tournamentId, tournamentId),
          eq(tournamentMatches.round, to.round),
          eq(tournamentMatches.matchNumber, to.match_number),
        ),
      );
    const winnerChanged = match.winnerSlot !== null && match.winnerSlot !== winner;
    if (winnerChanged && next?.winnerSlot != null) throw tournamentErrors.laterRoundDecided();

    await tx
      .update(tournamentMatches)
      .set({ slot1Multiplier: m1, slot2Multiplier: m2, winnerSlot: winner, updatedAt: sql`now()` })
      .where(eq(tournamentMatches.id, match.id));
    if (next) {
      const name = winner === 1 ? match.slot1Name : match.slot2Name;
      const userId = winner === 1 ? match.slot1UserId : match.slot2UserId;
      await tx
        .update(tournamentMatches)
        .set(
          to.slot === 1 ? { slot1Name: name, slot1UserId: userId } : { slot2Name: name, slot2UserId: userId },
        )
        .where(eq(tournamentMatches.id, next.id));
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
