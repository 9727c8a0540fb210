import { DELETED_MEMBER_NAME, deletedUsername } from '@podium/shared/account/schemas';
import { and, asc, count, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sessions } from '../auth/sessions.table.ts';
import { contactMessages } from '../contact/contact.table.ts';
import { friendships } from '../friends/friends.table.ts';
import { payouts } from '../payouts/payouts.table.ts';
import { pointsTransactions } from '../points/points.table.ts';
import { raffleEntries, raffles } from '../raffles/raffles.table.ts';
import { storeItems, storeRedemptions } from '../store/store.table.ts';
import { supportTickets, ticketMessages } from '../tickets/tickets.table.ts';
import { activeMember } from '../users/users.repository.ts';
import { users } from '../users/users.table.ts';
import { vipClaims, vipTiers } from '../vip/vip.table.ts';

/** Everything the member's data download reads, each list the member's own rows only, oldest first. */
export async function exportRows(db: DbOrTx, userId: number) {
  const [points, entries, purchases, tickets, vip, memberPayouts] = await Promise.all([
    db
      .select({
        id: pointsTransactions.id,
        amount: pointsTransactions.amount,
        xp: pointsTransactions.xp,
        kind: pointsTransactions.kind,
        reason: pointsTransactions.reason,
        balanceAfter: pointsTransactions.balanceAfter,
        createdAt: pointsTransactions.createdAt,
      })
      .from(pointsTransactions)
      .where(eq(pointsTransactions.userId, userId))
      .orderBy(asc(pointsTransactions.id)),
    db
      .select({
        id: raffleEntries.id,
        raffleId: raffleEntries.raffleId,
        raffle: raffles.title,
        entryType: raffleEntries.entryType,
        pointsSpent: raffleEntries.pointsSpent,
        removedAt: raffleEntries.removedAt,
        createdAt: raffleEntries.createdAt,
      })
      .from(raffleEntries)
      .innerJoin(raffles, eq(raffles.id, raffleEntries.raffleId))
      .where(eq(raffleEntries.userId, userId))
      .orderBy(asc(raffleEntries.id)),
    db
      .select({
        id: storeRedemptions.id,
        item: storeItems.name,
        cost: storeRedemptions.cost,
        status: storeRedemptions.status,
        processedAt: storeRedemptions.processedAt,
        refundedAt: storeRedemptions.refundedAt,
        createdAt: storeRedemptions.createdAt,
      })
      .from(storeRedemptions)
      .innerJoin(storeItems, eq(storeItems.id, storeRedemptions.itemId))
      .where(eq(storeRedemptions.userId, userId))
      .orderBy(asc(storeRedemptions.id)),
    db
      .select({
        id: supportTickets.id,
        category: supportTickets.category,
        subject: supportTickets.subject,
        status: supportTickets.status,
        closedAt: supportTickets.closedAt,
        createdAt: supportTickets.createdAt,
      })
      .from(supportTickets)
      .where(eq(supportTickets.userId, userId))
      .orderBy(asc(supportTickets.id)),
    db
      .select({
        id: vipClaims.id,
        tier: vipTiers.name,
        rewardType: vipClaims.rewardType,
        rewardAmount: vipClaims.rewardAmount,
        wageredCents: vipClaims.wageredCents,
        reopenedAt: vipClaims.reopenedAt,
        createdAt: vipClaims.createdAt,
      })
      .from(vipClaims)
      .innerJoin(vipTiers, eq(vipTiers.id, vipClaims.tierId))
      .where(eq(vipClaims.userId, userId))
      .orderBy(asc(vipClaims.id)),
    db
      .select({
        id: payouts.id,
        source: payouts.source,
        amountCents: payouts.amountCents,
        description: payouts.description,
        status: payouts.status,
        createdAt: payouts.createdAt,
      })
      .from(payouts)
      .where(eq(payouts.userId, userId))
      .orderBy(asc(payouts.id)),
  ]);
  const ticketIds = tickets.map((t) => t.id);
  const messages = ticketIds.length
    ? await db
        .select({
          ticketId: ticketMessages.ticketId,
          fromStaff: ticketMessages.fromStaff,
          body: ticketMessages.body,
          createdAt: ticketMessages.createdAt,
        })
        .from(ticketMessages)
        // Staff notes are the staff's, about the ticket: never the member's to see.
        .where(and(inArray(ticketMessages.ticketId, ticketIds), eq(ticketMessages.staffOnly, false)))
        .orderBy(asc(ticketMessages.id))
    : [];
  return { points, entries, purchases, tickets, messages, vip, payouts: memberPayouts };
}

/** Locks every Admin's row, in id order (as a role change does), for the rest of the transaction. */
export async function lockAdmins(tx: DbOrTx): Promise<void> {
  await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'Admin'))
    .orderBy(asc(users.id))
    .for('update');
}

/**
 * Active Admins other than this member (`activeMember`: a deleted or banned one cannot sign in),
 * counted inside the deleting transaction.
 */
export async function otherAdmins(tx: DbOrTx, userId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'Admin'), ne(users.id, userId), activeMember));
  return row?.n ?? 0;
}

/**
 * Clears the member's personal data (decision 023). The row itself stays with its balances, so the
 * ledger, raffle tickets, draws, purchases and payouts keep pointing at it and still add up.
 */
export async function scrubMember(tx: DbOrTx, userId: number): Promise<void> {
  await tx
    .update(users)
    .set({
      username: deletedUsername(userId),
      name: DELETED_MEMBER_NAME,
      discordId: null,
      email: null,
      avatar: null,
      role: 'Member',
      bio: null,
      crypto: null,
      crypto2: null,
      crypto3: null,
      twitterUser: null,
      instagramUser: null,
      youtubeUser: null,
      tiktokUser: null,
      kickUsername: null,
      kickUserId: null,
      deletedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx
    .delete(friendships)
    .where(or(eq(friendships.senderId, userId), eq(friendships.receiverId, userId)));
  // Contact messages carry the name and email the visitor typed: kept for the inbox, detached.
  await tx
    .update(contactMessages)
    .set({ userId: null, name: DELETED_MEMBER_NAME, email: '' })
    .where(eq(contactMessages.userId, userId));
}
