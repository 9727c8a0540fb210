import { asc, eq, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { achievements, badges, userAchievements, userBadges } from '../achievements/achievements.table.ts';
import { casinoAccounts } from '../casino-accounts/casino-accounts.table.ts';
import { contactMessages } from '../contact/contact.table.ts';
import { friendships } from '../friends/friends.table.ts';
import { kickEvents } from '../kick/kick.table.ts';
import { users } from '../users/users.table.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * The member among others, for their data download: friendships both ways (pending requests too, each
 * naming the other member by username), contact messages sent signed in, achievements and badges,
 * casino accounts they hold and the Kick events credited to them, oldest first.
 */
export async function communityRows(db: DbOrTx, userId: number) {
  const sender = alias(users, 'sender');
  const receiver = alias(users, 'receiver');
  const [friends, contact, unlocked, granted, casinos, kick] = await Promise.all([
    db
      .select({ f: friendships, sender: sender.username, receiver: receiver.username })
      .from(friendships)
      .innerJoin(sender, eq(sender.id, friendships.senderId))
      .innerJoin(receiver, eq(receiver.id, friendships.receiverId))
      .where(or(eq(friendships.senderId, userId), eq(friendships.receiverId, userId)))
      .orderBy(asc(friendships.id)),
    db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.userId, userId))
      .orderBy(asc(contactMessages.id)),
    db
      .select({
        title: achievements.title,
        description: achievements.description,
        at: userAchievements.unlockedAt,
      })
      .from(userAchievements)
      .innerJoin(achievements, eq(achievements.id, userAchievements.achievementId))
      .where(eq(userAchievements.userId, userId))
      .orderBy(asc(userAchievements.unlockedAt), asc(achievements.id)),
    db
      .select({ name: badges.name, description: badges.description, at: userBadges.grantedAt })
      .from(userBadges)
      .innerJoin(badges, eq(badges.id, userBadges.badgeId))
      .where(eq(userBadges.userId, userId))
      .orderBy(asc(userBadges.grantedAt), asc(badges.id)),
    db
      .select()
      .from(casinoAccounts)
      .where(eq(casinoAccounts.holderId, userId))
      .orderBy(asc(casinoAccounts.id)),
    db.select().from(kickEvents).where(eq(kickEvents.userId, userId)).orderBy(asc(kickEvents.id)),
  ]);
  return {
    friends: friends.map(({ f, sender: from, receiver: to }) => {
      const sent = f.senderId === userId;
      return {
        username: sent ? to : from,
        direction: sent ? ('sent' as const) : ('received' as const),
        status: f.status,
        requested_at: f.createdAt.toISOString(),
        accepted_at: iso(f.acceptedAt),
      };
    }),
    contact_messages: contact.map((m) => ({
      name: m.name,
      email: m.email,
      subject: m.subject,
      message: m.message,
      replied_at: iso(m.repliedAt),
      created_at: m.createdAt.toISOString(),
    })),
    achievements: unlocked.map((a) => ({
      achievement: a.title,
      description: a.description,
      unlocked_at: a.at.toISOString(),
    })),
    badges: granted.map((b) => ({
      badge: b.name,
      description: b.description,
      granted_at: b.at.toISOString(),
    })),
    casino_accounts: casinos.map((c) => ({
      slot: c.slot,
      username: c.username,
      status: c.status,
      refusal_reason: c.refusalReason,
      linked_at: iso(c.linkedAt),
      created_at: c.createdAt.toISOString(),
    })),
    kick_events: kick.map((e) => ({
      type: e.type,
      kick_username: e.kickUsername,
      outcome: e.outcome,
      points: e.points,
      detail: e.detail,
      created_at: e.createdAt.toISOString(),
    })),
  };
}
