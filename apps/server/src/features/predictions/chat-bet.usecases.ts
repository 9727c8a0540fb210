import { isStaffRole } from '@podium/shared/common/user';
import type { KickEventOutcome } from '@podium/shared/kick/admin';
import { betAnswers, parseBet } from '@podium/shared/predictions/chat';
import { predictionErrors as catalogue } from '@podium/shared/predictions/errors';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { isActiveMember } from '../users/users.repository.ts';
import type { UserRow } from '../users/users.table.ts';
import { newestOpen, outcomesOf } from './predictions.repository.ts';
import { stakeIn } from './stake.usecases.ts';

/** `!bet`'s answer: what the Kick log records, the bot's reply, and the prediction a stake changed. */
export interface BetAnswer {
  outcome: KickEventOutcome;
  userId: number | null;
  detail: string;
  reply: string;
  predictionId: number | null;
}

/**
 * `!bet <outcome number> <points>` from Kick chat (issue 29), inside the webhook's transaction: null when
 * the message is not a !bet; otherwise the answer. Linked members only, staff never (decision 058); the
 * stake is the site's own (`stakeIn`, every rule the same) on the newest open prediction, in a savepoint
 * so a refusal leaves the webhook's transaction whole.
 */
export async function answerBet(
  tx: Tx,
  sender: { name: string; member: UserRow | undefined },
  content: string,
): Promise<BetAnswer | null> {
  const bet = parseBet(content);
  if (!bet) return null;
  const { name, member } = sender;
  const answer = (reply: string, predictionId: number | null = null): BetAnswer => ({
    outcome: 'command',
    userId: member?.id ?? null,
    detail: `!bet: ${reply}`,
    reply,
    predictionId,
  });
  if (bet === 'usage') return answer(betAnswers.usage(name));
  if (!member || !isActiveMember(member)) return answer(betAnswers.notLinked(name));
  if (isStaffRole(member.role)) return answer(betAnswers.refused(name, catalogue.staffCannotStake.message));
  const prediction = await newestOpen(tx);
  if (!prediction) return answer(betAnswers.noneOpen(name));
  const outcomes = await outcomesOf(tx, [prediction.id]);
  const outcome = outcomes.find((o) => o.position === bet.outcome);
  if (!outcome) return answer(betAnswers.noOutcome(name, outcomes.length));
  try {
    const result = await tx.transaction((savepoint) =>
      stakeIn(savepoint, member.id, prediction.id, { outcome_id: outcome.id, points: bet.points }),
    );
    return answer(
      betAnswers.staked(name, bet.points, outcome.label, result.stake, result.user_points),
      prediction.id,
    );
  } catch (error) {
    if (error instanceof AppError) return answer(betAnswers.refused(name, error.message));
    throw error;
  }
}
