import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { WagerRaffleVerify } from '@podium/shared/wager-raffles/verify';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { notifications } from '../../src/features/notifications/notifications.table.ts';
import { payouts } from '../../src/features/payouts/payouts.table.ts';
import { pointsTransactions } from '../../src/features/points/points.table.ts';
import { runWagerClaims } from '../../src/features/wager-raffles/claims.usecases.ts';
import { wagerRaffleWinners } from '../../src/features/wager-raffles/wager-raffles.table.ts';
import { type Agent, json, signedIn, useTestApp, visitor } from '../helpers/app.ts';
import { casino, createWagerRaffle, DAY, detailOf, player, wager } from './fixtures.ts';

const ctx = useTestApp();
const script = fileURLToPath(new URL('../../../../scripts/verify-draw.mjs', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'podium-wager-claims-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Six members with tickets on one casino, a raffle with a 24 h claim window (points, cash), drawn. */
async function drawnScene({ redraws = 3, members = 6 }: { redraws?: number; members?: number } = {}) {
  const a = await casino(ctx.db, 1, { start: -3 * DAY, end: 3 * DAY });
  const names: string[] = [];
  for (let i = 0; i < members; i++) {
    names.push(`wc${i}`);
    await player(ctx.db, `wc${i}`, { crypto: `wc${i}` });
    await wager(ctx.db, a.periodId, `wc${i}`, 20 + 15 * i);
  }
  const raffleId = await createWagerRaffle(ctx.db, [a.id], {
    claim_window_hours: 24,
    auto_redraws_allowed: redraws,
    prizes: [
      { prize_type: 'points', prize_value: 500, description: 'Points' },
      { prize_type: 'cash', prize_value: 25, description: 'Cash tip' },
    ],
  });
  const boss = await signedIn(ctx, 'boss', 'Admin');
  const res = await boss.post(`/api/admin/wager-raffles/${raffleId}/draw`);
  expect(res.statusCode, res.body).toBe(200);
  return { raffleId, names };
}

const current = (raffleId: number) =>
  ctx.db
    .select()
    .from(wagerRaffleWinners)
    .where(and(eq(wagerRaffleWinners.raffleId, raffleId), isNull(wagerRaffleWinners.replacedAt)))
    .orderBy(asc(wagerRaffleWinners.prizeId));

const agents = new Map<number, Agent>();
async function agentOf(userId: number): Promise<Agent> {
  const known = agents.get(userId);
  if (known) return known;
  const [row] = (
    (await ctx.db.execute(sql`select username from users where id = ${userId}`)) as unknown as {
      rows: { username: string }[];
    }
  ).rows;
  const agent = await signedIn(ctx, row!.username);
  agents.set(userId, agent);
  return agent;
}

const claim = async (userId: number, raffleId: number) =>
  (await agentOf(userId)).post(`/api/r/wager-raffles/${raffleId}/claim`);

const expire = (raffleId: number) =>
  ctx.db
    .update(wagerRaffleWinners)
    .set({ claimDeadline: sql`now() - interval '1 second'` })
    .where(and(eq(wagerRaffleWinners.raffleId, raffleId), isNull(wagerRaffleWinners.replacedAt)));

async function verifyWithScript(raffleId: number) {
  const res = await (await visitor(ctx)).get(`/api/r/wager-raffles/${raffleId}/verify`);
  const data = (res.json() as { data: WagerRaffleVerify }).data;
  const file = join(dir, `wager-${raffleId}-${Date.now()}.json`);
  writeFileSync(file, JSON.stringify({ data }));
  const run = spawnSync(process.execPath, [script, file, '--json'], { encoding: 'utf8' });
  return {
    status: run.status,
    report: JSON.parse(run.stdout) as { checks: { name: string; ok: boolean }[] },
    data,
  };
}

describe('wager raffle claim windows (decision 064)', () => {
  it('pays nothing at the draw; a winner claims once (racing claims → one) and is paid then', async () => {
    const { raffleId } = await drawnScene();
    agents.clear();
    const [first, second] = await current(raffleId);
    expect(first!.claimDeadline).not.toBeNull();
    expect(await ctx.db.$count(payouts, eq(payouts.source, 'wager_raffle_prize'))).toBe(0);
    expect(
      await ctx.db.$count(
        notifications,
        and(eq(notifications.kind, 'wager_raffle_won'), eq(notifications.userId, first!.userId)),
      ),
    ).toBe(1);

    await agentOf(first!.userId);
    const results = await Promise.all(Array.from({ length: 6 }, () => claim(first!.userId, raffleId)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      expect([r.statusCode, json(r).code]).toEqual([409, 'wager_raffles.already_claimed']);
    }
    expect(await ctx.db.$count(pointsTransactions, eq(pointsTransactions.userId, first!.userId))).toBe(1);
    const loser = (await signedIn(ctx, 'nobody')).post(`/api/r/wager-raffles/${raffleId}/claim`);
    expect([(await loser).statusCode, json(await loser).code]).toEqual([403, 'wager_raffles.not_your_prize']);

    const view = await detailOf(await visitor(ctx), raffleId);
    expect(view.claim.claims.map((c) => [c.position, c.state])).toEqual([
      [1, 'claimed'],
      [2, 'waiting'],
    ]);
    await expire(raffleId);
    const late = await claim(second!.userId, raffleId);
    expect([late.statusCode, json(late).code]).toEqual([409, 'wager_raffles.claim_expired']);
  });

  it('the job re-draws an expired prize with the next nonce and reason, past winners excluded, within the limit; the file verifies', async () => {
    const { raffleId } = await drawnScene({ redraws: 2 });
    agents.clear();
    const drawn = await current(raffleId);
    const pastMembers = new Set(drawn.map((w) => w.userId));
    await claim(drawn[0]!.userId, raffleId);
    await expire(raffleId);
    const runs = await Promise.all([runWagerClaims(ctx.db), runWagerClaims(ctx.db), runWagerClaims(ctx.db)]);
    expect(runs.reduce((n, r) => n + r.redrawn, 0)).toBe(1);
    const [, redrawn] = await current(raffleId);
    expect(redrawn).toMatchObject({
      nonce: 1,
      reason: 'not claimed in time',
      replacedUserId: drawn[1]!.userId,
    });
    expect(pastMembers.has(redrawn!.userId)).toBe(false);
    expect(
      await ctx.db.$count(
        notifications,
        and(eq(notifications.kind, 'wager_raffle_won'), eq(notifications.userId, redrawn!.userId)),
      ),
    ).toBe(1);

    await expire(raffleId);
    await runWagerClaims(ctx.db);
    const [, third] = await current(raffleId);
    expect(third!.nonce).toBe(2);
    expect([...pastMembers, redrawn!.userId]).not.toContain(third!.userId);
    await expire(raffleId);
    expect(await runWagerClaims(ctx.db)).toMatchObject({ redrawn: 0, unclaimed: 1 });

    const { status, report, data } = await verifyWithScript(raffleId);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
    expect(status).toBe(0);
    expect(data.draws.map((d) => [d.nonce, d.kind, d.reason])).toEqual([
      [0, 'draw', null],
      [1, 'redraw', 'not claimed in time'],
      [2, 'redraw', 'not claimed in time'],
    ]);
    const view = await detailOf(await visitor(ctx), raffleId);
    expect(view.claim.auto_redraws_used).toBe(2);
    expect(view.claim.claims.map((c) => [c.position, c.state, c.nonce, c.redrawn_nonce])).toEqual([
      [1, 'claimed', 0, null],
      [2, 'redrawn', 0, 1],
      [2, 'redrawn', 1, 2],
      [2, 'not_claimed', 2, null],
    ]);
    // The unclaimed cash prize was never paid.
    expect(await ctx.db.$count(payouts, eq(payouts.source, 'wager_raffle_prize'))).toBe(0);
    // Each member's data download says which prize they claimed and which was re-drawn away.
    const download = async (userId: number) => {
      const res = await (await agentOf(userId)).get('/api/r/account/export');
      expect(res.statusCode, res.body).toBe(200);
      const data = JSON.parse(res.body) as {
        wager_raffle_wins: { claimed_at: string | null; replaced_at: string | null }[];
      };
      return data.wager_raffle_wins;
    };
    const [claimer] = await download(drawn[0]!.userId);
    expect(claimer).toMatchObject({ replaced_at: null });
    expect(claimer!.claimed_at).not.toBeNull();
    const [lost] = await download(drawn[1]!.userId);
    expect(lost).toMatchObject({ claimed_at: null });
    expect(lost!.replaced_at).not.toBeNull();
  });

  it('says so when nobody is left to draw, and reminds a winner once', async () => {
    const { raffleId } = await drawnScene({ members: 2 });
    const [first, second] = await current(raffleId);
    await ctx.db
      .update(wagerRaffleWinners)
      .set({ claimDeadline: sql`now() + interval '1 hour'` })
      .where(eq(wagerRaffleWinners.id, first!.id));
    const runs = await Promise.all([runWagerClaims(ctx.db), runWagerClaims(ctx.db)]);
    expect(runs.reduce((n, r) => n + r.reminded, 0)).toBe(1);
    expect(
      await ctx.db.$count(
        notifications,
        and(eq(notifications.kind, 'claim_reminder'), eq(notifications.userId, first!.userId)),
      ),
    ).toBe(1);
    await ctx.db
      .update(wagerRaffleWinners)
      .set({ claimDeadline: sql`now() - interval '1 second'` })
      .where(eq(wagerRaffleWinners.id, second!.id));
    expect(await runWagerClaims(ctx.db)).toMatchObject({ redrawn: 0, unclaimed: 1 });
    const view = await detailOf(await visitor(ctx), raffleId);
    expect(view.claim.claims.find((c) => c.position === 2)).toMatchObject({
      state: 'not_claimed',
      unclaimed_reason: 'no_member_left',
    });
  });
});
