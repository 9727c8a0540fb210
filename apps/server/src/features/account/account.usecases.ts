import type { AccountExport } from '@podium/shared/account/export';
import type { AccountDeleteInput } from '@podium/shared/account/schemas';
import type { Db } from '../../db/client.ts';
import type { AuditContext } from '../audit/audit.usecases.ts';
import { releaseCasinoAccountsOf } from '../casino-accounts/casino-accounts.usecases.ts';
import { notificationSections } from '../notifications/notifications.export.ts';
import { refundPendingOfDeletedMember } from '../store/redemption-queue.usecases.ts';
import { closeTicketsOfDeletedMember } from '../tickets/tickets.usecases.ts';
import { findUserById } from '../users/users.repository.ts';
import type { UserRow } from '../users/users.table.ts';
import { accountErrors } from './account.errors.ts';
import { exportRows, lockAdmins, otherAdmins, scrubMember } from './account.repository.ts';
import { communityRows } from './account-community.repository.ts';
import { drawRows } from './account-draws.repository.ts';
import { huntRows, pointsPredictionRows, tournamentRows } from './account-predictions.repository.ts';
import { slotChallengeRows } from './account-slot-challenges.repository.ts';
import { slotRequestRows } from './account-slot-requests.repository.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * GET /api/r/account/export: the member's own data as one JSON document (decisions 023, 052). Each list
 * is read by the member's id; staff are never named, other members only as a friendship's other side.
 * Which columns feed which section, and what is left out and why: account-export.scope.ts.
 */
export async function exportAccount(db: Db, userId: number): Promise<AccountExport> {
  const user = await findUserById(db, userId);
  if (!user) throw new Error(`Member ${userId} vanished`);
  const [rows, community, brackets, hunts, draws, stakes, slotRequests, challenges, notices] =
    await Promise.all([
      exportRows(db, userId),
      communityRows(db, userId),
      tournamentRows(db, userId),
      huntRows(db, userId),
      drawRows(db, userId),
      pointsPredictionRows(db, userId),
      slotRequestRows(db, userId),
      slotChallengeRows(db, userId),
      notificationSections(db, userId),
    ]);
  return {
    exported_at: new Date().toISOString(),
    profile: {
      id: user.id,
      username: user.username,
      name: user.name,
      email: user.email,
      avatar: user.avatar,
      role: user.role,
      bio: user.bio,
      casino_usernames: [user.crypto, user.crypto2, user.crypto3],
      socials: {
        twitter: user.twitterUser,
        instagram: user.instagramUser,
        youtube: user.youtubeUser,
        tiktok: user.tiktokUser,
      },
      kick_username: user.kickUsername,
      kick_user_id: user.kickUserId,
      points: user.points,
      points_earned: user.pointsEarned,
      xp: user.xp,
      created_at: user.createdAt.toISOString(),
      last_active_at: user.lastActiveAt.toISOString(),
    },
    points_history: rows.points.map((p) => ({
      id: p.id,
      amount: p.amount,
      xp: p.xp,
      kind: p.kind,
      reason: p.reason,
      balance_after: p.balanceAfter,
      created_at: p.createdAt.toISOString(),
    })),
    raffle_entries: rows.entries.map((e) => ({
      id: e.id,
      raffle_id: e.raffleId,
      raffle: e.raffle,
      entry_type: e.entryType,
      points_spent: e.pointsSpent,
      removed_at: iso(e.removedAt),
      created_at: e.createdAt.toISOString(),
    })),
    purchases: rows.purchases.map((p) => ({
      id: p.id,
      item: p.item,
      cost: p.cost,
      status: p.status,
      processed_at: iso(p.processedAt),
      refunded_at: iso(p.refundedAt),
      created_at: p.createdAt.toISOString(),
    })),
    tickets: rows.tickets.map((t) => ({
      id: t.id,
      category: t.category,
      subject: t.subject,
      status: t.status,
      closed_at: iso(t.closedAt),
      created_at: t.createdAt.toISOString(),
      messages: rows.messages
        .filter((m) => m.ticketId === t.id)
        .map((m) => ({ from_staff: m.fromStaff, body: m.body, created_at: m.createdAt.toISOString() })),
    })),
    vip_claims: rows.vip.map((c) => ({
      id: c.id,
      tier: c.tier,
      reward_type: c.rewardType,
      reward_amount: c.rewardAmount,
      wagered_cents: c.wageredCents,
      reopened_at: iso(c.reopenedAt),
      created_at: c.createdAt.toISOString(),
    })),
    payouts: rows.payouts.map((p) => ({
      id: p.id,
      source: p.source,
      amount_cents: p.amountCents,
      description: p.description,
      status: p.status,
      created_at: p.createdAt.toISOString(),
    })),
    ...community,
    ...brackets,
    ...hunts,
    ...stakes,
    ...slotRequests,
    ...challenges,
    ...draws,
    ...notices,
  };
}

/**
 * POST /api/r/account/delete: the member, confirming with their username, removes their personal data
 * (decision 023). The last admin cannot leave: admins are locked first, as a role change does. Their
 * pending store purchases are refunded through the ledger and their open tickets close with a system
 * line, each on record with the member as actor (decision 050).
 */
export async function deleteAccount(
  db: Db,
  audit: AuditContext,
  member: UserRow,
  input: AccountDeleteInput,
): Promise<void> {
  if (input.confirm_username.toLowerCase() !== member.username.toLowerCase()) {
    throw accountErrors.confirmMismatch();
  }
  await db.transaction(async (tx) => {
    await lockAdmins(tx);
    const me = await findUserById(tx, member.id);
    if (me?.role === 'Admin' && (await otherAdmins(tx, member.id)) === 0) throw accountErrors.lastAdmin();
    // Items before the member's row, as a purchase and a refund lock them.
    await refundPendingOfDeletedMember(tx, audit, member.id);
    await closeTicketsOfDeletedMember(tx, audit, member.id);
    await scrubMember(tx, member.id);
    // Their casino accounts are released: the rows and what they earned stay (decision 042).
    await releaseCasinoAccountsOf(tx, member.id);
  });
}
