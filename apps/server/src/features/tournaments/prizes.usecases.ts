import { pointsPrizeWords } from '@podium/shared/notifications/kinds';
import { isPerfect, payoutDue, scorePicks } from '@podium/shared/tournaments/rules';
import type { Tx } from '../../db/client.ts';
import { notify } from '../notifications/notifications.usecases.ts';
import { applyLedgerEntry } from '../points/ledger.usecases.ts';
import { pointsOf } from '../users/users.repository.ts';
import { insertPrizeOnce, markPaid, nextPayoutRevision, prizesPaid, savePrize } from './prizes.repository.ts';
import { bracketOf, predictionsOf } from './tournaments.repository.ts';
import type { TournamentRow } from './tournaments.table.ts';

const rates = (t: TournamentRow) => ({
  points_per_correct: t.pointsPerCorrect,
  xp_per_correct: t.xpPerCorrect,
  perfect_bonus_points: t.perfectBonusPoints,
  perfect_bonus_xp: t.perfectBonusXp,
});

/** What every member with a prediction is due now, from the decided matches. */
async function dues(tx: Tx, t: TournamentRow) {
  const matches = await bracketOf(tx, t.id);
  return (await predictionsOf(tx, t.id)).map((p) => {
    const score = scorePicks(matches, p.picks);
    const perfect = isPerfect(score, matches.length);
    return {
      userId: p.user.id,
      correct: score.correct,
      perfect,
      ...payoutDue(rates(t), score.correct, perfect),
    };
  });
}

/**
 * The Final is decided: pays every member points and XP per correct pick, plus the perfect-bracket
 * bonus, through the ledger, in the caller's transaction. Guarded three ways: the conditional
 * `paid_at IS NULL` update (only one transaction sets it), the unique (tournament, member) payout row
 * and the ledger's unique reference. Returns false when it had been paid already.
 */
export async function payTournament(tx: Tx, t: TournamentRow, actorId: number | null): Promise<boolean> {
  if (!(await markPaid(tx, t.id))) return false;
  for (const due of await dues(tx, t)) {
    const first = await insertPrizeOnce(tx, t.id, due.userId, {
      correct: due.correct,
      perfect: due.perfect,
      points: due.points,
      xp: due.xp,
    });
    if (!first || (due.points === 0 && due.xp === 0)) continue;
    await applyLedgerEntry(tx, {
      userId: due.userId,
      amount: due.points,
      xp: due.xp,
      kind: 'tournament_payout',
      reason: `Tournament "${t.name}": ${due.correct} correct${due.perfect ? ', perfect bracket' : ''}`,
      reference: `tournament:${t.id}`,
      actorId,
    });
    await notify(tx, {
      userId: due.userId,
      kind: 'tournament_won',
      ref: `tournament:${t.id}`,
      data: {
        tournament_id: t.id,
        title: t.name,
        prize: pointsPrizeWords(due.points, due.xp),
        perfect: due.perfect,
      },
    });
  }
  return true;
}

/**
 * A result corrected after the payout: pays (or takes back) only the difference between what each
 * member is due now and what they were paid, with the admin's reason. XP is never taken back (the
 * ledger's XP only grows); points taken back stop at the member's balance. Each correction has its
 * own revision, so its ledger references are unique. Each member whose payout changed is told why.
 */
export async function adjustTournament(tx: Tx, t: TournamentRow, actorId: number | null, reason: string) {
  const revision = await nextPayoutRevision(tx, t.id);
  const paid = await prizesPaid(tx, t.id);
  for (const due of await dues(tx, t)) {
    const before = paid.get(due.userId) ?? { points: 0, xp: 0 };
    let amount = due.points - before.points;
    const xp = Math.max(0, due.xp - before.xp);
    if (amount < 0) {
      amount = -Math.min(-amount, await pointsOf(tx, due.userId));
    }
    const values = {
      correct: due.correct,
      perfect: due.perfect,
      points: before.points + amount,
      xp: before.xp + xp,
    };
    await savePrize(tx, t.id, due.userId, values);
    if (amount === 0 && xp === 0) continue;
    await applyLedgerEntry(tx, {
      userId: due.userId,
      amount,
      xp,
      kind: 'tournament_correction',
      reason: `Tournament "${t.name}" result corrected: ${reason}`,
      reference: `tournament:${t.id}:correction:${revision}`,
      actorId,
    });
    await notify(tx, {
      userId: due.userId,
      kind: 'prize_corrected',
      ref: `tournament:${t.id}:correction:${revision}`,
      data: { contest: 'tournament', id: t.id, title: t.name, points: amount, xp, reason },
    });
  }
}
