import { parseKickCommand } from '@podium/shared/kick/chat-messages';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { pgViolation } from '../../db/constraints.ts';
import { answerBet } from '../predictions/chat-bet.usecases.ts';
import { answerSr } from '../slot-requests/chat-sr.usecases.ts';
import { isActiveMember } from '../users/users.repository.ts';
import { answerCommand } from './chat-commands.usecases.ts';
import { creditBonus, creditChatMessage, isBot, isExcluded, type Outcome } from './chat-points.usecases.ts';
import { memberByKickId } from './kick.repository.ts';
import { insertDelivery, saveOutcome } from './kick-events.repository.ts';
import { type KickSettings, kickSettingsOf, setLive } from './kick-settings.repository.ts';

/** Kick's user object in event payloads (broadcaster, sender, follower, subscriber). */
const kickUser = z
  .object({
    user_id: z.union([z.number().int().nonnegative(), z.string().regex(/^[0-9]{1,20}$/)]).transform(String),
    username: z.string().min(1).max(64),
  })
  .loose();

const withBroadcaster = { broadcaster: kickUser };
const schemas = {
  live: z.object({ ...withBroadcaster, is_live: z.boolean() }),
  chat: z.object({
    ...withBroadcaster,
    message_id: z.string().min(1).max(100),
    sender: kickUser,
    content: z.string().max(2000),
  }),
  follow: z.object({ ...withBroadcaster, follower: kickUser }),
  subscription: z.object({ ...withBroadcaster, subscriber: kickUser }),
};
type KickUser = z.infer<typeof kickUser>;

/** The events the site acts on, normalised: who it is about and what they did. */
type KickEvent = { broadcaster: KickUser } & (
  | { kind: 'live'; isLive: boolean }
  | { kind: 'chat'; who: KickUser; messageId: string; content: string }
  | { kind: 'follow' | 'subscription'; who: KickUser }
);

function eventOf(type: string, body: unknown): KickEvent | 'unknown' | 'malformed' {
  const read = <T>(schema: z.ZodType<T>) => {
    const r = schema.safeParse(body);
    return r.success ? r.data : null;
  };
  if (type === 'livestream.status.updated') {
    const e = read(schemas.live);
    return e ? { kind: 'live', broadcaster: e.broadcaster, isLive: e.is_live } : 'malformed';
  }
  if (type === 'chat.message.sent') {
    const e = read(schemas.chat);
    return e
      ? {
          kind: 'chat',
          broadcaster: e.broadcaster,
          who: e.sender,
          messageId: e.message_id,
          content: e.content,
        }
      : 'malformed';
  }
  if (type === 'channel.followed') {
    const e = read(schemas.follow);
    return e ? { kind: 'follow', broadcaster: e.broadcaster, who: e.follower } : 'malformed';
  }
  if (type === 'channel.subscription.new') {
    const e = read(schemas.subscription);
    return e ? { kind: 'subscription', broadcaster: e.broadcaster, who: e.subscriber } : 'malformed';
  }
  return 'unknown';
}

export interface KickDelivery {
  messageId: string;
  type: string;
  body: unknown;
}

/** What the webhook does once the transaction committed: publish, answer in chat. */
export interface AfterCommit {
  liveChanged: boolean;
  reply: { content: string; replyTo: string } | null;
  /** The points prediction a `!bet` staked on (its live topic is told). */
  predictionChanged: number | null;
  /** A `!sr` added a slot request (its live topic is told). */
  slotRequestsChanged?: boolean;
}

export type DeliveryResult =
  | { replayed: true }
  | ({ replayed: false; outcome: Outcome['outcome'] } & AfterCommit);

class Replayed extends Error {}

interface Handled extends Outcome {
  kickUserId?: string | null;
  kickUsername?: string | null;
  after?: Partial<AfterCommit>;
}

async function handle(tx: Tx, s: KickSettings, delivery: KickDelivery): Promise<Handled> {
  const event = eventOf(delivery.type, delivery.body);
  if (event === 'unknown') return { outcome: 'ignored', detail: 'event not handled' };
  if (event === 'malformed') return { outcome: 'ignored', detail: 'unexpected payload' };
  if (s.broadcasterUserId && event.broadcaster.user_id !== s.broadcasterUserId) {
    return { outcome: 'ignored', detail: `another channel (${event.broadcaster.username})` };
  }
  if (event.kind === 'live') {
    const changed = await setLive(tx, event.isLive);
    return { outcome: event.isLive ? 'live' : 'offline', after: { liveChanged: changed } };
  }
  const { who } = event;
  const base = { kickUserId: who.user_id, kickUsername: who.username };
  if (isBot(s.rules, who.username)) return { ...base, outcome: 'bot' };
  const member = await memberByKickId(tx, who.user_id);
  if (event.kind === 'chat' && s.commands.bet) {
    const bet = await answerBet(tx, { name: who.username, member }, event.content);
    if (bet) {
      const reply = { content: bet.reply, replyTo: event.messageId };
      return { ...base, ...bet, after: { reply, predictionChanged: bet.predictionId } };
    }
  }
  if (event.kind === 'chat' && s.commands.sr) {
    const sr = await answerSr(tx, { name: who.username, member }, event.content);
    if (sr) {
      const reply = { content: sr.reply, replyTo: event.messageId };
      return { ...base, ...sr, after: { reply, slotRequestsChanged: sr.queueChanged } };
    }
  }
  const command = event.kind === 'chat' ? parseKickCommand(event.content) : null;
  if (event.kind === 'chat' && command) {
    const answer = await answerCommand(tx, s.commands, command, { name: who.username, member });
    if (answer) {
      const reply = answer.reply ? { content: answer.reply, replyTo: event.messageId } : null;
      return { ...base, ...answer, after: { reply } };
    }
  }
  if (!member) return { ...base, outcome: 'not_linked' };
  // A banned member earns nothing: no chat points, no follow or subscription bonus (decision 041).
  if (!isActiveMember(member)) return { ...base, userId: member.id, outcome: 'banned' };
  if (isExcluded(s.rules, member)) return { ...base, userId: member.id, outcome: 'excluded' };
  if (event.kind === 'chat') {
    if (!s.isLive) return { ...base, userId: member.id, outcome: 'not_live' };
    return { ...base, ...(await creditChatMessage(tx, s.rules, member, event.messageId)) };
  }
  return { ...base, ...(await creditBonus(tx, s.rules, member, event.kind)) };
}

/**
 * One verified delivery, in one short transaction: the event row first (its unique message id is the
 * replay guard: a second delivery conflicts and changes nothing), then the event's effect, then its
 * outcome on the row (the admin's log).
 */
export async function processDelivery(db: Db, delivery: KickDelivery): Promise<DeliveryResult> {
  try {
    return await db.transaction(async (tx) => {
      const eventId = await insertDelivery(tx, delivery);
      if (eventId === undefined) throw new Replayed();
      const handled = await handle(tx, await kickSettingsOf(tx), delivery);
      await saveOutcome(tx, eventId, {
        outcome: handled.outcome,
        userId: handled.userId ?? null,
        kickUserId: handled.kickUserId ?? null,
        kickUsername: handled.kickUsername ?? null,
        points: handled.points ?? 0,
        detail: handled.detail?.slice(0, 600) ?? null,
      });
      return {
        replayed: false,
        outcome: handled.outcome,
        liveChanged: handled.after?.liveChanged ?? false,
        reply: handled.after?.reply ?? null,
        predictionChanged: handled.after?.predictionChanged ?? null,
        slotRequestsChanged: handled.after?.slotRequestsChanged ?? false,
      };
    });
  } catch (error) {
    if (error instanceof Replayed || pgViolation(error)?.constraint === 'kick_events_message_id_key') {
      return { replayed: true };
    }
    throw error;
  }
}
