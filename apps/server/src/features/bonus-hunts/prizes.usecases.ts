import { closestPredictions, type HuntPrizeCategory, huntPrizesDue } from '@podium/shared/bonus-hunts/rules';
import type { HuntPrediction } from '@podium/shared/bonus-hunts/schemas';
import { pointsPrizeWords } from '@podium/shared/notifications/kinds';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { notify } from '../notifications/notifications.usecases.ts';
import { applyLedgerEntry } from '../points/ledger.usecases.ts';
import { pointsOf } from '../users/users.repository.ts';
import { gameViews, huntPredictions } from './bonus-hunts.repository.ts';
import type { BonusHuntRow } from './bonus-hunts.table.ts';
import { insertPrizeOnce, nextPayoutRevision, prizesPaid, savePrize } from './prizes.repository.ts';

const categoryLabels: Record<HuntPrizeCategory, string> = {
  end_balance: 'closest end balance',
  highest_multiplier: 'closest highest multiplier',
  correct_game: 'top game',
};

/** The hunt's winners by the shared closest rule (the one the page shows), from its games now. */
export async function huntWinners(db: DbOrTx, hunt: BonusHuntRow) {
  const [games, predictions] = await Promise.all([gameViews(db, hunt), huntPredictions(db, hunt.id)]);
  return closestPredictions<HuntPrediction>(games, predictions);
}

/** What each member is due now: the hunt's prize once per category won. */
async function dues(tx: Tx, hunt: BonusHuntRow) {
  return huntPrizesDue(await huntWinners(tx, hunt), { points: hunt.prizePoints, xp: hunt.prizeXp });
}

const reasonOf = (hunt: BonusHuntRow, categories: HuntPrizeCategory[]) =>
  `Bonus hunt "${hunt.title}": ${categories.map((c) => categoryLabels[c]).join(', ')}`;

/**
 * Pays the winners of a hunt that has just been finished, in the caller's transaction (the one whose
 * conditional `finished_at IS NULL` update finished it, so this runs once). Backstops: the unique
 * (hunt, member) payout row and the ledger's unique reference per member. Answers what it paid whom.
 */
export async function payHunt(tx: Tx, hunt: BonusHuntRow, actorId: number | null) {
  const paid: { user_id: number; categories: HuntPrizeCategory[]; points: number; xp: number }[] = [];
  for (const [userId, due] of await dues(tx, hunt)) {
    const first = await insertPrizeOnce(tx, hunt.id, userId, {
      categories: due.categories,
      points: due.points,
      xp: due.xp,
    });
    if (!first) continue;
    paid.push({ user_id: userId, categories: due.categories, points: due.points, xp: due.xp });
    if (due.points === 0 && due.xp === 0) continue;
    await notify(tx, {
      userId,
      kind: 'hunt_won',
      ref: `bonus-hunt:${hunt.id}`,
      data: { hunt_id: hunt.id, title: hunt.title, prize: pointsPrizeWords(due.points, due.xp) },
    });
    await applyLedgerEntry(tx, {
      userId,
      amount: due.points,
      xp: due.xp,
      kind: 'bonus_hunt_prize',
      reason: reasonOf(hunt, due.categories),
      reference: `bonus-hunt:${hunt.id}`,
      actorId,
    });
  }
  return paid;
}

/**
 * A result corrected after the hunt finished: pays (or takes back) only the difference between what
 * each member is due now and what they were paid, with the admin's reason. XP is never taken back
 * (the ledger's XP only grows); points taken back stop at the member's balance. Each correction has
 * its own revision, so its ledger references are unique. Each member whose payout changed is told why.
 */
export async function adjustHunt(tx: Tx, hunt: BonusHuntRow, actorId: number | null, reason: string) {
  const revision = await nextPayoutRevision(tx, hunt.id);
  const paid = await prizesPaid(tx, hunt.id);
  const now = await dues(tx, hunt);
  const members = new Set([...paid.keys(), ...now.keys()]);
  for (const userId of members) {
    const due = now.get(userId) ?? { points: 0, xp: 0, categories: [] };
    const before = paid.get(userId) ?? { points: 0, xp: 0 };
    let amount = due.points - before.points;
    const xp = Math.max(0, due.xp - before.xp);
    if (amount < 0) {
      amount = -Math.min(-amount, await pointsOf(tx, userId));
    }
    const values = { categories: due.categories, points: before.points + amount, xp: before.xp + xp };
    await savePrize(tx, hunt.id, userId, values);
    if (amount === 0 && xp === 0) continue;
    await applyLedgerEntry(tx, {
      userId,
      amount,
      xp,
      kind: 'bonus_hunt_correction',
      reason: `Bonus hunt "${hunt.title}" result corrected: ${reason}`,
      reference: `bonus-hunt:${hunt.id}:correction:${revision}`,
      actorId,
    });
    await notify(tx, {
      userId,
      kind: 'prize_corrected',
      ref: `bonus-hunt:${hunt.id}:correction:${revision}`,
      data: { contest: 'bonus_hunt', id: hunt.id, title: hunt.title, points: amount, xp, reason },
    });
  }
}

/** The admin's view of who won what (paid amounts once finished). */
export async function winnersView(db: DbOrTx, hunt: BonusHuntRow) {
  const winners = await huntWinners(db, hunt);
  const out: { category: HuntPrizeCategory; username: string; points: number; xp: number }[] = [];
  for (const category of ['end_balance', 'highest_multiplier', 'correct_game'] as const) {
    const w = winners[category];
    if (w) out.push({ category, username: w.user.username, points: hunt.prizePoints, xp: hunt.prizeXp });
  }
  return out;
}
