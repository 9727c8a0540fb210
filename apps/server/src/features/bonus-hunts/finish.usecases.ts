import { formatMoney } from '@podium/shared/common/money';
import type { Db, Tx } from '../../db/client.ts';
import { announce } from '../announcements/announcements.usecases.ts';
import { type AuditContext, recordAudit } from '../audit/audit.usecases.ts';
import { markFinished } from './admin-bonus-hunts.repository.ts';
import { huntTarget } from './bonus-hunts.audit.ts';
import { bonusHuntErrors } from './bonus-hunts.errors.ts';
import { dollars, findHunt } from './bonus-hunts.repository.ts';
import type { BonusHuntRow } from './bonus-hunts.table.ts';
import { huntWinners, payHunt } from './prizes.usecases.ts';

/**
 * Finishes the hunt and pays its winners, once: the conditional `finished_at IS NULL` update and the
 * payouts share one transaction, so two finishes at once (or a retry) pay once; the loser is told
 * the hunt has finished. The Discord announcement is queued in the same transaction, and the finish is
 * on record with what it paid whom (decision 039).
 */
export async function finishHunt(db: Db, audit: AuditContext, huntId: number) {
  await db.transaction(async (tx) => {
    const hunt = await markFinished(tx, huntId);
    if (!hunt) {
      throw (await findHunt(tx, huntId)) ? bonusHuntErrors.alreadyFinished() : bonusHuntErrors.notFound();
    }
    const paid = await payHunt(tx, hunt, audit.actorId);
    await recordAudit(tx, audit, {
      action: 'bonus-hunts.finish',
      target: huntTarget(huntId),
      before: { finished: false },
      after: { finished: true, paid },
    });
    await announce(tx, { key: `bonus-hunt:${hunt.id}`, content: await announcement(tx, hunt) });
  });
}

async function announcement(tx: Tx, hunt: BonusHuntRow): Promise<string> {
  const winners = await huntWinners(tx, hunt);
  const money = (n: number) => formatMoney(n, '$', 2);
  const lines = [
    `🎰 Bonus hunt "${hunt.title}" finished: start ${money(dollars(hunt.startBalanceCents))}, end ${money(winners.actual.end_balance)}.`,
  ];
  if (winners.actual.top_game) {
    lines.push(`Best game: ${winners.actual.top_game} (${winners.actual.highest_multiplier?.toFixed(2)}x).`);
  }
  const named = [
    ['Closest end balance', winners.end_balance],
    ['Closest highest multiplier', winners.highest_multiplier],
    ['Top game called first', winners.correct_game],
  ] as const;
  for (const [label, w] of named) if (w) lines.push(`${label}: ${w.user.username}`);
  return lines.join('\n');
}
