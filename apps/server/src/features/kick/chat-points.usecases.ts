import type { KickEventOutcome, KickRules } from '@podium/shared/kick/admin';
import { kickChatReasons } from '@podium/shared/kick/chat-messages';
import type { Tx } from '../../db/client.ts';
import { applyLedgerEntry } from '../points/ledger.usecases.ts';
import type { UserRow } from '../users/users.table.ts';
import { chatEarningsState, takeChatCredit } from './chat-earnings.repository.ts';

export interface Outcome {
  outcome: KickEventOutcome;
  userId?: number | null;
  points?: number;
  detail?: string | null;
}

export const isBot = (rules: KickRules, kickUsername: string) =>
  rules.bot_names.includes(kickUsername.toLowerCase());

export const isExcluded = (rules: KickRules, member: UserRow) =>
  rules.excluded_members.includes(member.username.toLowerCase()) ||
  (member.kickUsername !== null && rules.excluded_members.includes(member.kickUsername.toLowerCase()));

/** Rolls the savepoint back when the ledger had this message already (delivered under another id). */
class AlreadyCredited extends Error {}

/**
 * A chat message's points, in the webhook's transaction: the admin's amount per message, at most once
 * per cooldown and up to the daily cap (UTC day) per member. The cooldown and the cap are decided by
 * one conditional upsert on the member's earnings row (two messages at once: one passes), and the
 * ledger reference `kick-chat:<message id>` credits a message once whatever delivered it.
 */
export async function creditChatMessage(
  tx: Tx,
  rules: KickRules,
  member: UserRow,
  chatMessageId: string,
): Promise<Outcome> {
  const amount = rules.points_per_message;
  const base = { userId: member.id };
  if (amount <= 0 || rules.daily_cap <= 0) return { ...base, outcome: 'no_points' };
  if (amount > rules.daily_cap) return { ...base, outcome: 'daily_cap' };
  const cooldownSeconds = rules.message_cooldown_seconds;
  try {
    return await tx.transaction(async (sp) => {
      const limits = { cooldownSeconds, dailyCap: rules.daily_cap };
      if (!(await takeChatCredit(sp, member.id, amount, limits))) {
        const row = await chatEarningsState(sp, member.id, cooldownSeconds);
        return {
          ...base,
          outcome: row?.due ? 'daily_cap' : 'cooldown',
          detail: row ? `${row.today} points today` : null,
        };
      }
      const result = await applyLedgerEntry(sp, {
        userId: member.id,
        amount,
        kind: 'kick_chat',
        reason: kickChatReasons.chat,
        reference: `kick-chat:${chatMessageId}`,
      });
      if (!result.applied) throw new AlreadyCredited();
      return { ...base, outcome: 'credited', points: amount };
    });
  } catch (error) {
    if (error instanceof AlreadyCredited)
      return { ...base, outcome: 'ignored', detail: 'message already credited' };
    throw error;
  }
}

/** A follow or a new subscription: the admin's one-off bonus, once per member ever (ledger reference). */
export async function creditBonus(
  tx: Tx,
  rules: KickRules,
  member: UserRow,
  kind: 'follow' | 'subscription',
): Promise<Outcome> {
  const amount = kind === 'follow' ? rules.follow_bonus : rules.subscription_bonus;
  const base = { userId: member.id };
  if (amount <= 0) return { ...base, outcome: 'no_points' };
  const result = await applyLedgerEntry(tx, {
    userId: member.id,
    amount,
    kind: `kick_${kind}`,
    reason: kickChatReasons[kind],
    reference: `kick-${kind}`,
  });
  return result.applied
    ? { ...base, outcome: 'bonus', points: amount }
    : { ...base, outcome: 'bonus_already' };
}
