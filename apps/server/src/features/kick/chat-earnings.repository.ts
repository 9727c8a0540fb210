import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { kickChatEarnings } from './kick.table.ts';

const utcDay = sql`(now() at time zone 'UTC')::date`;
const cooldownStart = (seconds: number) => sql`now() - ${seconds}::double precision * interval '1 second'`;

/**
 * Takes a chat credit of `amount` on the member's earnings row in one conditional upsert: only when the
 * last credit is at least `cooldownSeconds` old and today's total (UTC day) stays within `dailyCap`, so
 * of two messages at once one passes. False when the cooldown or the cap refused it.
 */
export async function takeChatCredit(
  tx: Tx,
  userId: number,
  amount: number,
  limits: { cooldownSeconds: number; dailyCap: number },
): Promise<boolean> {
  const passed = await tx
    .insert(kickChatEarnings)
    .values({
      userId,
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
      setWhere: sql`${kickChatEarnings.lastCreditAt} <= ${cooldownStart(limits.cooldownSeconds)}
            and (${kickChatEarnings.day} <> excluded.day or ${kickChatEarnings.dayPoints} + excluded.day_points <= ${limits.dailyCap})`,
    })
    .returning({ userId: kickChatEarnings.userId });
  return passed.length > 0;
}

/** Whether the member's cooldown has passed, and the points credited on the row's day. */
export async function chatEarningsState(tx: Tx, userId: number, cooldownSeconds: number) {
  const [row] = await tx
    .select({
      due: sql<boolean>`${kickChatEarnings.lastCreditAt} <= ${cooldownStart(cooldownSeconds)}`,
      today: kickChatEarnings.dayPoints,
    })
    .from(kickChatEarnings)
    .where(eq(kickChatEarnings.userId, userId));
  return row;
}
