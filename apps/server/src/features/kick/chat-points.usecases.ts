import type { KickEventOutcome, KickRules } from '@podium/shared/kick/admin';
import { kickChatReasons } from '@podium/shared/kick/chat-messages';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { applyLedgerEntry } from '../points/ledger.usecases.ts';
import { type UserRow, users } from '../users/users.table.ts';
import { kickChatEarnings } from './kick.table.ts';

export interface Outcome {
  outcome: KickEventOutcome;
  userId?: number | null;
  points?: number;
  detail?: string | null;
}

/** The member whose linked Kick account this is (users.kick_user_id, unique). */
export async function memberByKickId(tx: Tx, kickUserId: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.kickUserId, kickUserId)).limit(1);
  return row;
}

export const isBot = (rules: KickRules, kickUsername: string) =>
  rules.bot_names.includes(kickUsername.toLowerCase());

export const isExcluded = (rules: KickRules, member: UserRow) =>
  rules.excluded_members.includes(member.username.toLowerCase()) ||
  (member.kickUsername !== null && rules.excluded_members.includes(member.kickUsername.toLowerCase()));

/** Rolls the savepoint back when the ledger had this message already (delivered under another id). */
class AlreadyCredited extends Error {}

const utcDay = sql`(now() at time zone 'UTC')::date`;

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
  const cooldown = sql`now() - ${rules.message_cooldown_seconds}::double precision * interval '1 second'`;
  try {
    return await tx.transaction(async (sp) => {
      const passed = await sp
        .insert(kickChatEarnings)
        .values({
          userId: member.id,
          day: utcDay as unknown as string,
          dayPoints: amount,
          lastCreditAt: sql`now()` as unknown as Date,
        })
        .onConflictDoUpdate({
          target: kickChatEarnings.userId,
          set: {
            dayPoints: sql`case when ${kickChatEarnings.day} = excluded.day
              then ${kickChatEarnings.dayPoints} + excluded.day_points else excluded.day_points end`,
            day: sql`excluded.day`,
            lastCreditAt: sql`excluded.last_credit_at`,
          },
          setWhere: sql`${kickChatEarnings.lastCreditAt} <= ${cooldown}
            and (${kickChatEarnings.day} <> excluded.day or ${kickChatEarnings.dayPoints} + excluded.day_points <= ${rules.daily_cap})`,
        })
        .returning({ userId: kickChatEarnings.userId });
      if (passed.length === 0) {
        const [row] = await sp
          .select({
            due: sql<boolean>`${kickChatEarnings.lastCreditAt} <= ${cooldown}`,
            today: kickChatEarnings.dayPoints,
          })
          .from(kickChatEarnings)
          .where(eq(kickChatEarnings.userId, member.id));
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
