import type { AdminPastPeriods, ClosedPeriod } from '@podium/shared/leaderboard/standings';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { announcements } from '../../src/features/announcements/announcements.table.ts';
import { auditLog } from '../../src/features/audit/audit.table.ts';
import { closeEndedPeriods, closePeriodInTx } from '../../src/features/leaderboard/close.usecases.ts';
import {
  closedPeriod,
  closedPeriodsByIds,
  closedPeriodsPage,
} from '../../src/features/leaderboard/history.repository.ts';
import { leaderboardPeriods, wagers } from '../../src/features/leaderboard/leaderboard.table.ts';
import { leaderboardStandings } from '../../src/features/leaderboard/standings.table.ts';
import { notifications } from '../../src/features/notifications/notifications.table.ts';
import { payouts } from '../../src/features/payouts/payouts.table.ts';
import { type Agent, json, signedIn, useTestApp } from '../helpers/app.ts';
import { linkCasino } from '../helpers/casino-accounts.ts';
import { createBoard, createUser } from '../helpers/factories.ts';

const ctx = useTestApp();
const HOUR = 3_600_000;
const deps = () => ({ db: ctx.db });

/**
 * A board on casino slot 1 with prizes $500 / $250 / $100, its period ended an hour ago: alice (a
 * verified account), bob (pending), carol (no member), dave (4th, no prize).
 */
async function endedBoard({ endedAgoMs = HOUR } = {}) {
  const { platform, period } = await createBoard(ctx.db, {
    name: 'Roobet',
    casinoSlot: 1,
    prizesCents: [50_000, 25_000, 10_000],
    startsAt: new Date(Date.now() - 30 * 24 * HOUR),
    endsAt: new Date(Date.now() - endedAgoMs),
  });
  const alice = await createUser(ctx.db, { username: 'alice' });
  await linkCasino(ctx.db, alice.id, { crypto: 'AliceR' });
  const bob = await createUser(ctx.db, { username: 'bob' });
  await linkCasino(ctx.db, bob.id, { crypto: 'BobR' }, 'pending');
  const rows = [
    ['alicer', 'AliceR', 9_000_00],
    ['bobr', 'BobR', 8_000_00],
    ['carolr', 'CarolR', 7_000_00],
    ['daver', 'DaveR', 6_000_00],
  ] as const;
  await ctx.db.insert(wagers).values(
    rows.map(([playerKey, displayName, wageredCents]) => ({
      periodId: period.id,
      playerKey,
      displayName,
      wageredCents,
    })),
  );
  return { platform, period, alice, bob };
}

const standingsOf = (periodId: number) =>
  ctx.db
    .select()
    .from(leaderboardStandings)
    .where(eq(leaderboardStandings.periodId, periodId))
    .orderBy(leaderboardStandings.rank);

const prizePayouts = () => ctx.db.select().from(payouts).where(eq(payouts.source, 'leaderboard_prize'));

async function pastPeriods(agent: Agent, platformId: number) {
  const res = await agent.get(`/api/admin/leaderboards/${platformId}/periods`);
  expect(res.statusCode, res.body).toBe(200);
  return json<{ data: AdminPastPeriods }>(res).data;
}

describe('closing a period', () => {
  it('freezes the standings once, queues the matched prize, leaves the rest unmatched, tells and announces', async () => {
    const { platform, period, alice } = await endedBoard();
    expect(await closeEndedPeriods(deps())).toBe(1);
    expect(await closeEndedPeriods(deps())).toBe(0);

    const standings = await standingsOf(period.id);
    expect(standings.map((s) => [s.rank, s.displayName, s.prizeCents, s.status, s.userId])).toEqual([
      [1, 'AliceR', 50_000, 'queued', alice.id],
      [2, 'BobR', 25_000, 'unmatched', null],
      [3, 'CarolR', 10_000, 'unmatched', null],
      [4, 'DaveR', 0, 'none', null],
    ]);
    const [payout, ...more] = await prizePayouts();
    expect(more).toEqual([]);
    expect(payout).toMatchObject({
      userId: alice.id,
      sourceId: standings[0]!.id,
      amountCents: 50_000,
      status: 'pending',
      platformId: platform.id,
      casinoUsername: 'AliceR',
    });
    expect(payout!.description).toMatch(/^Leaderboard prize: 1st, Roobet /);
    expect(payout!.casinoAccountId).not.toBeNull();

    const told = await ctx.db.select().from(notifications).where(eq(notifications.kind, 'leaderboard_prize'));
    expect(told.map((n) => [n.userId, (n.data as { rank: number }).rank])).toEqual([[alice.id, 1]]);

    const [announced, ...again] = await ctx.db.select().from(announcements);
    expect(again).toEqual([]);
    expect(announced!.key).toBe(`leaderboard-winners:${period.id}:1`);
    expect(announced!.content).toContain('1st Al***R ($500.00)');
    expect(announced!.content).toContain('3rd Ca***R ($100.00)');
    expect(announced!.content).not.toContain('AliceR');
  });

  it('waits out the grace after the end (a feed’s final sync); "Close now" closes at once, on record', async () => {
    const { platform, period } = await endedBoard({ endedAgoMs: 60_000 });
    expect(await closeEndedPeriods(deps())).toBe(0);
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const res = await admin.post(`/api/admin/leaderboards/periods/${period.id}/close`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await ctx.db.$count(leaderboardStandings, eq(leaderboardStandings.periodId, period.id))).toBe(4);
    const again = await admin.post(`/api/admin/leaderboards/periods/${period.id}/close`);
    expect(again.statusCode).toBe(409);
    expect(json(again).code).toBe('leaderboard.period_closed');
    // Its end can no longer move: the frozen standings are the record until it is reopened.
    const moved = await admin.post(`/api/admin/leaderboards/${platform.id}/period-end`, {
      ends_at: new Date(Date.now() + 24 * HOUR).toISOString(),
    });
    expect(json(moved).code).toBe('leaderboard.period_closed');
    const entries = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'leaderboard.period_close'));
    expect(entries.map((e) => e.targetId)).toEqual([String(platform.id)]);

    const running = await createBoard(ctx.db, { prizesCents: [100] });
    const early = await admin.post(`/api/admin/leaderboards/periods/${running.period.id}/close`);
    expect(early.statusCode).toBe(409);
    expect(json(early).code).toBe('leaderboard.period_not_ended');
  });

  it('10 closes at once give one set of standings and one payout per matched prize', async () => {
    const { period } = await endedBoard();
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () => ctx.db.transaction((tx) => closePeriodInTx(tx, period.id, 0))),
    );
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    expect(await ctx.db.$count(leaderboardStandings, eq(leaderboardStandings.periodId, period.id))).toBe(4);
    expect(await prizePayouts()).toHaveLength(1);
    const [row] = await ctx.db.select().from(leaderboardPeriods).where(eq(leaderboardPeriods.id, period.id));
    expect(row!.closings).toBe(1);
  });

  it('closes a board without prizes with its standings only', async () => {
    const { period } = await createBoard(ctx.db, {
      players: 5,
      startsAt: new Date(Date.now() - 10 * HOUR),
      endsAt: new Date(Date.now() - HOUR),
    });
    expect(await closeEndedPeriods(deps())).toBe(1);
    const standings = await standingsOf(period.id);
    expect(standings.map((s) => s.status)).toEqual(['none', 'none', 'none', 'none', 'none']);
    expect(await prizePayouts()).toEqual([]);
  });
});

describe('unmatched prizes', () => {
  it('staff match one to a member’s verified account (a payout, the member told), skip one, hold and release', async () => {
    const { platform } = await endedBoard();
    await closeEndedPeriods(deps());
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const board = await pastPeriods(admin, platform.id);
    expect(board.unmatched).toBe(2);
    const counts = async () =>
      json<{ data: { leaderboard_prizes?: number } }>(await admin.get('/api/staff/work-counts')).data;
    expect((await counts()).leaderboard_prizes).toBe(2);
    const [first, second, third] = board.periods[0]!.prizes;
    expect(first).toMatchObject({ rank: 1, status: 'queued', member: { username: 'alice' } });
    expect(first!.payout?.status).toBe('pending');
    expect(second).toMatchObject({ rank: 2, status: 'unmatched', casino_username: 'bobr', member: null });

    // bob's account is pending: no payout to it.
    const pending = await admin.post(`/api/admin/leaderboards/prizes/${second!.id}/match`, {
      username: 'bob',
    });
    expect(pending.statusCode).toBe(409);
    expect(json(pending).code).toBe('leaderboard.no_verified_account');
    const own = await admin.post(`/api/admin/leaderboards/prizes/${second!.id}/match`, { username: 'boss' });
    expect(json(own).code).toBe('leaderboard.own_prize');
    const nobody = await admin.post(`/api/admin/leaderboards/prizes/${second!.id}/match`, {
      username: 'zed',
    });
    expect(json(nobody).code).toBe('leaderboard.member_not_found');

    await linkCasino(ctx.db, (await createUser(ctx.db, { username: 'bobby' })).id, { crypto: 'BobbyR' });
    const matched = await admin.post(`/api/admin/leaderboards/prizes/${second!.id}/match`, {
      username: 'Bobby',
      reason: 'Renamed on Roobet',
    });
    expect(matched.statusCode, matched.body).toBe(200);
    const twice = await admin.post(`/api/admin/leaderboards/prizes/${second!.id}/match`, {
      username: 'bobby',
    });
    expect(json(twice).code).toBe('leaderboard.standing_decided');
    const queued = (await prizePayouts()).find((p) => p.sourceId === second!.id);
    expect(queued).toMatchObject({ amountCents: 25_000, casinoUsername: 'BobbyR', status: 'pending' });
    expect(queued!.description).toMatch(/^Leaderboard prize: 2nd, Roobet /);

    const noReason = await admin.post(`/api/admin/leaderboards/prizes/${third!.id}/hold`, {});
    expect(noReason.statusCode).toBe(400);
    expect(
      (await admin.post(`/api/admin/leaderboards/prizes/${third!.id}/hold`, { reason: 'Asking on Discord' }))
        .statusCode,
    ).toBe(200);
    expect((await pastPeriods(admin, platform.id)).unmatched).toBe(0);
    expect((await admin.post(`/api/admin/leaderboards/prizes/${third!.id}/release`)).statusCode).toBe(200);
    const skip = await admin.post(`/api/admin/leaderboards/prizes/${third!.id}/skip`, {
      reason: 'Not a member',
    });
    expect(skip.statusCode).toBe(200);
    const after = await pastPeriods(admin, platform.id);
    expect(after.unmatched).toBe(0);
    expect((await counts()).leaderboard_prizes).toBe(0);
    expect(after.periods[0]!.prizes.map((p) => [p.rank, p.status, p.reason])).toEqual([
      [1, 'queued', null],
      [2, 'queued', 'Renamed on Roobet'],
      [3, 'skipped', 'Not a member'],
    ]);
    expect((await admin.post(`/api/admin/leaderboards/prizes/${third!.id}/release`)).statusCode).toBe(409);

    const actions = (await ctx.db.select().from(auditLog))
      .map((e) => e.action)
      .filter((a) => a.startsWith('leaderboard.'));
    expect(actions).toEqual([
      'leaderboard.prize_match',
      'leaderboard.prize_hold',
      'leaderboard.prize_release',
      'leaderboard.prize_skip',
    ]);
    const told = await ctx.db.select().from(notifications).where(eq(notifications.kind, 'leaderboard_prize'));
    expect(told).toHaveLength(2);
  });

  it('is Admin only', async () => {
    const { platform } = await endedBoard();
    const moderator = await signedIn(ctx, 'mod', 'Moderator');
    expect((await moderator.get(`/api/admin/leaderboards/${platform.id}/periods`)).statusCode).toBe(403);
  });
});

describe('late feed corrections and reopening', () => {
  it('a late correction leaves the frozen period as it is; reopen + close takes it in', async () => {
    const { platform, period } = await endedBoard();
    await closeEndedPeriods(deps());
    const [firstPayout] = await prizePayouts();
    // The feed writes again for the ended period: carol is now first.
    await ctx.db
      .update(wagers)
      .set({ wageredCents: 20_000_00, updatedAt: new Date(Date.now() + 1000) })
      .where(and(eq(wagers.periodId, period.id), eq(wagers.playerKey, 'carolr')));

    const frozen = (await closedPeriod(ctx.db, period.id))!;
    expect(frozen.standings.map((s) => s.display_name)).toEqual(['AliceR', 'BobR', 'CarolR', 'DaveR']);
    const history = await closedPeriodsPage(ctx.db, {});
    expect(history.periods[0]!.standings[0]).toEqual({
      rank: 1,
      display_name: 'AliceR',
      wagered_cents: 9_000_00,
      prize_cents: 50_000,
      paid: false,
    });
    expect(JSON.stringify(history)).not.toContain('alicer');

    const admin = await signedIn(ctx, 'boss', 'Admin');
    expect((await pastPeriods(admin, platform.id)).periods[0]!.wagers_changed).toBe(true);
    const noReason = await admin.post(`/api/admin/leaderboards/periods/${period.id}/reopen`, { reason: '' });
    expect(noReason.statusCode).toBe(400);
    const reopened = await admin.post(`/api/admin/leaderboards/periods/${period.id}/reopen`, {
      reason: 'Roobet corrected the totals',
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(await ctx.db.$count(leaderboardStandings, eq(leaderboardStandings.periodId, period.id))).toBe(0);
    const [withdrawn] = await ctx.db.select().from(payouts).where(eq(payouts.id, firstPayout!.id));
    expect(withdrawn).toMatchObject({ status: 'rejected' });
    expect(withdrawn!.reason).toContain('Roobet corrected the totals');
    expect(await closedPeriod(ctx.db, period.id)).toBeUndefined();

    expect(await closeEndedPeriods(deps())).toBe(1);
    const again = (await closedPeriod(ctx.db, period.id))!;
    expect(again.standings.map((s) => s.display_name)).toEqual(['CarolR', 'AliceR', 'BobR', 'DaveR']);
    const live = (await prizePayouts()).filter((p) => p.status === 'pending');
    expect(live.map((p) => [p.casinoUsername, p.amountCents])).toEqual([['AliceR', 25_000]]);
    const announced = await ctx.db.select({ key: announcements.key }).from(announcements);
    expect(announced.map((a) => a.key).sort()).toEqual([
      `leaderboard-winners:${period.id}:1`,
      `leaderboard-winners:${period.id}:2`,
    ]);
    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'leaderboard.period_reopen'));
    expect(entry!.reason).toBe('Roobet corrected the totals');
  });

  it('refuses to reopen once a prize is paid', async () => {
    const { period } = await endedBoard();
    await closeEndedPeriods(deps());
    const [payout] = await prizePayouts();
    const cashier = await signedIn(ctx, 'cashier', 'Admin');
    expect(
      (await cashier.post(`/api/admin/payouts/${payout!.id}/paid`, { reference: 'tip-1' })).statusCode,
    ).toBe(200);
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const res = await admin.post(`/api/admin/leaderboards/periods/${period.id}/reopen`, {
      reason: 'Recount',
    });
    expect(res.statusCode).toBe(409);
    expect(json(res).code).toBe('leaderboard.prize_paid');
    const paid = (await closedPeriod(ctx.db, period.id)) as ClosedPeriod;
    expect(paid.standings[0]!.paid).toBe(true);
    expect((await closedPeriodsPage(ctx.db, {})).periods[0]!.standings[0]!.paid).toBe(true);
    const [byId] = await closedPeriodsByIds(ctx.db, [period.id, 999_999]);
    expect(byId!.standings.map((s) => [s.rank, s.prize_cents, s.paid])).toEqual([
      [1, 50_000, true],
      [2, 25_000, false],
      [3, 10_000, false],
      [4, null, false],
    ]);
  });

  it('shows a closed current period’s frozen standings on the public board', async () => {
    const { platform, period } = await endedBoard();
    await closeEndedPeriods(deps());
    await ctx.db.update(wagers).set({ wageredCents: 1 }).where(eq(wagers.periodId, period.id));
    const board = json<{
      data: { all_leaderboards: Record<string, { top_three: { displayName: string; wagered: number }[] }> };
    }>(await ctx.app.inject('/api/r/leaderboard')).data;
    expect(board.all_leaderboards[platform.slug]!.top_three.map((e) => [e.displayName, e.wagered])).toEqual([
      ['AliceR', 9000],
      ['BobR', 8000],
      ['CarolR', 7000],
    ]);
  });
});
