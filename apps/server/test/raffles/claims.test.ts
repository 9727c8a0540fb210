import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RaffleVerify } from '@podium/shared/raffles/verify';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { notifications } from '../../src/features/notifications/notifications.table.ts';
import { pointsTransactions } from '../../src/features/points/points.table.ts';
import { runClaims } from '../../src/features/raffles/claims.usecases.ts';
import { rafflePrizeAwards } from '../../src/features/raffles/raffle-prizes.table.ts';
import { raffleDraws, raffleWinners } from '../../src/features/raffles/raffles.table.ts';
import { json, signedIn, useTestApp, visitor } from '../helpers/app.ts';
import { createRaffle } from '../helpers/factories.ts';
import { enter, expectRefusal, free, type Member, member, pointsOf, raffleOf } from './fixtures.ts';

const ctx = useTestApp();
const script = fileURLToPath(new URL('../../../../scripts/verify-draw.mjs', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'podium-claims-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A raffle with a claim window and `n` members with one free ticket each, drawn by an admin. */
async function drawnRaffle(
  n: number,
  { winners = 1, redraws = 2, points = 500 }: { winners?: number; redraws?: number; points?: number } = {},
) {
  const id = await createRaffle(ctx.db, {
    number_of_winners: winners,
    claim_window_hours: 24,
    auto_redraws_allowed: redraws,
    prizes: Array.from({ length: winners }, () => ({
      prize_type: 'points' as const,
      prize_value: points,
      description: '',
    })),
  });
  const members: Member[] = [];
  for (let i = 0; i < n; i++) {
    const m = await member(ctx, `claimant${i}`);
    expect((await enter(m.agent, id, free)).statusCode).toBe(200);
    members.push(m);
  }
  const admin = await signedIn(ctx, 'boss', 'Admin');
  const res = await admin.post(`/api/admin/raffles/${id}/draw`);
  expect(res.statusCode, res.body).toBe(200);
  return { id, members, admin };
}

const winnerRows = (raffleId: number) =>
  ctx.db
    .select()
    .from(raffleWinners)
    .where(eq(raffleWinners.raffleId, raffleId))
    .orderBy(asc(raffleWinners.id));

const currentWinner = async (raffleId: number, members: Member[]) => {
  const row = (await winnerRows(raffleId)).find((w) => w.replacedAt === null)!;
  return { row, member: members.find((m) => m.id === row.userId)! };
};

/** Time passes: every waiting winner's deadline is now behind. */
const expireDeadlines = (raffleId: number) =>
  ctx.db
    .update(raffleWinners)
    .set({ claimDeadline: sql`now() - interval '1 second'` })
    .where(and(eq(raffleWinners.raffleId, raffleId), sql`${raffleWinners.replacedAt} is null`));

const claim = (m: Member, raffleId: number) => m.agent.post(`/api/r/raffles/${raffleId}/claim`);

async function verifyWithScript(raffleId: number) {
  const res = await (await visitor(ctx)).get(`/api/r/raffles/${raffleId}/verify`);
  const data = (res.json() as { data: RaffleVerify }).data;
  const file = join(dir, `raffle-${raffleId}-${Date.now()}.json`);
  writeFileSync(file, JSON.stringify({ data }));
  const run = spawnSync(process.execPath, [script, file, '--json'], { encoding: 'utf8' });
  const report = JSON.parse(run.stdout) as { ok: boolean; checks: { name: string; ok: boolean }[] };
  return { status: run.status, report, data };
}

const notificationsOf = (userId: number, kind: 'raffle_won' | 'claim_reminder') =>
  ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));

describe('claim windows (decision 064)', () => {
  it('sets each winner a deadline on the database clock, notifies them, and pays the prize on claim', async () => {
    const { id, members } = await drawnRaffle(4);
    const { row, member: winner } = await currentWinner(id, members);
    const [{ drawn }] = (
      (await ctx.db.execute(sql`select drawn_at as drawn from raffles where id = ${id}`)) as unknown as {
        rows: { drawn: string }[];
      }
    ).rows as [{ drawn: string }];
    expect(row.claimDeadline!.getTime() - new Date(drawn).getTime()).toBe(24 * 3_600_000);
    // Nothing paid before the claim.
    expect(await ctx.db.$count(rafflePrizeAwards, eq(rafflePrizeAwards.raffleId, id))).toBe(0);
    const won = await notificationsOf(winner.id, 'raffle_won');
    expect(won).toHaveLength(1);
    expect(won[0]!.data).toMatchObject({
      raffle_id: id,
      prize: '500 points',
      claim_by: row.claimDeadline!.toISOString(),
    });

    const view = await raffleOf(winner.agent, id);
    expect(view.claim).toMatchObject({
      claim_window_hours: 24,
      auto_redraws_allowed: 2,
      auto_redraws_used: 0,
    });
    expect(view.claim.claims).toEqual([
      expect.objectContaining({ position: 1, state: 'waiting', nonce: 0, claimed_at: null }),
    ]);

    const before = await pointsOf(ctx, winner.id);
    const res = await claim(winner, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).message).toBe('Prize claimed');
    expect(await pointsOf(ctx, winner.id)).toBe(before + 500);
    expect((await raffleOf(winner.agent, id)).claim.claims[0]!.state).toBe('claimed');
    expectRefusal(await claim(winner, id), 409, 'raffles.already_claimed');
  });

  it('ten claims at once by the winner: one succeeds, the prize is paid once', async () => {
    const { id, members } = await drawnRaffle(3);
    const { member: winner } = await currentWinner(id, members);
    const results = await Promise.all(Array.from({ length: 10 }, () => claim(winner, id)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200))
      expectRefusal(r, 409, 'raffles.already_claimed');
    expect(
      await ctx.db.$count(
        pointsTransactions,
        and(eq(pointsTransactions.userId, winner.id), eq(pointsTransactions.kind, 'raffle_prize')),
      ),
    ).toBe(1);
  });

  it('refuses a non-winner (403), a claim after the deadline (409), and a raffle without a window', async () => {
    const { id, members } = await drawnRaffle(3);
    const { member: winner } = await currentWinner(id, members);
    const loser = members.find((m) => m.id !== winner.id)!;
    expectRefusal(await claim(loser, id), 403, 'raffles.not_your_prize');
    expectRefusal(await (await visitor(ctx)).post(`/api/r/raffles/${id}/claim`), 401, 'unauthorized');
    await expireDeadlines(id);
    expectRefusal(
      await claim(winner, id),
      409,
      'raffles.claim_expired',
      'The time to claim this prize has passed.',
    );

    const plain = await createRaffle(ctx.db, { number_of_winners: 1 });
    expect((await enter(loser.agent, plain, free)).statusCode).toBe(200);
    const admin = await signedIn(ctx, 'boss2', 'Admin');
    expect((await admin.post(`/api/admin/raffles/${plain}/draw`)).statusCode).toBe(200);
    expectRefusal(await claim(loser, plain), 409, 'raffles.no_claim_needed');
    expect((await raffleOf(loser.agent, plain)).claim.claims).toEqual([]);
  });

  it('the job re-draws an expired winner with the next nonce and the reason, excluding past winners; the file verifies', async () => {
    const { id, members } = await drawnRaffle(5, { redraws: 3 });
    const first = await currentWinner(id, members);
    await expireDeadlines(id);
    // A claim after the deadline, racing the job, never lands.
    expectRefusal(await claim(first.member, id), 409, 'raffles.claim_expired');
    const run = await runClaims(ctx.db);
    expect(run).toMatchObject({ redrawn: 1, unclaimed: 0 });
    const second = await currentWinner(id, members);
    expect(second.row.userId).not.toBe(first.row.userId);
    expect(second.row.claimDeadline!.getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    expectRefusal(await claim(first.member, id), 409, 'raffles.claim_expired');
    expect(await notificationsOf(second.member.id, 'raffle_won')).toHaveLength(1);

    await expireDeadlines(id);
    await runClaims(ctx.db);
    const third = await currentWinner(id, members);
    expect([first.row.userId, second.row.userId]).not.toContain(third.row.userId);

    const draws = await ctx.db
      .select()
      .from(raffleDraws)
      .where(eq(raffleDraws.raffleId, id))
      .orderBy(asc(raffleDraws.nonce));
    expect(draws.map((d) => [d.nonce, d.kind, d.reason, d.automatic, d.replacedUserId])).toEqual([
      [0, 'draw', null, false, null],
      [1, 'redraw', 'not claimed in time', true, first.row.userId],
      [2, 'redraw', 'not claimed in time', true, second.row.userId],
    ]);
    const { status, report, data } = await verifyWithScript(id);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
    expect(status).toBe(0);
    expect(data.draws.map((d) => d.reason)).toEqual([null, 'not claimed in time', 'not claimed in time']);

    const view = await raffleOf(third.member.agent, id);
    expect(view.claim.auto_redraws_used).toBe(2);
    expect(view.claim.claims.map((c) => [c.user.id, c.state, c.nonce, c.redrawn_nonce])).toEqual([
      [first.row.userId, 'redrawn', 0, 1],
      [second.row.userId, 'redrawn', 1, 2],
      [third.row.userId, 'waiting', 2, null],
    ]);
    expect((await claim(third.member, id)).statusCode).toBe(200);
  });

  it('stops at the allowed number of automatic re-draws: the prize stays unawarded, "Not claimed"', async () => {
    const { id, members } = await drawnRaffle(5, { redraws: 1 });
    await expireDeadlines(id);
    await runClaims(ctx.db);
    await expireDeadlines(id);
    expect(await runClaims(ctx.db)).toMatchObject({ redrawn: 0, unclaimed: 1 });
    expect(await runClaims(ctx.db)).toMatchObject({ redrawn: 0, unclaimed: 0 });
    expect(await ctx.db.$count(raffleDraws, eq(raffleDraws.raffleId, id))).toBe(2);
    expect(await ctx.db.$count(rafflePrizeAwards, eq(rafflePrizeAwards.raffleId, id))).toBe(0);
    const last = (await raffleOf(members[0]!.agent, id)).claim.claims.at(-1)!;
    expect(last).toMatchObject({ state: 'not_claimed', unclaimed_reason: 'limit' });
  });

  it('says so when nobody is left to draw', async () => {
    const { id, members } = await drawnRaffle(1, { redraws: 3 });
    await expireDeadlines(id);
    expect(await runClaims(ctx.db)).toMatchObject({ redrawn: 0, unclaimed: 1 });
    const view = await raffleOf(members[0]!.agent, id);
    expect(view.claim.claims[0]).toMatchObject({ state: 'not_claimed', unclaimed_reason: 'no_member_left' });
  });

  it('three runs of the job at once re-draw an expired winner once', async () => {
    const { id, members } = await drawnRaffle(6, { winners: 2, redraws: 5 });
    await expireDeadlines(id);
    const runs = await Promise.all([runClaims(ctx.db), runClaims(ctx.db), runClaims(ctx.db)]);
    expect(runs.reduce((n, r) => n + r.redrawn, 0)).toBe(2);
    const draws = await ctx.db.select().from(raffleDraws).where(eq(raffleDraws.raffleId, id));
    expect(draws.map((d) => d.nonce).sort()).toEqual([0, 1, 2]);
    expect((await winnerRows(id)).filter((w) => w.replacedAt === null)).toHaveLength(2);
    expect((await verifyWithScript(id)).status).toBe(0);
    for (const m of members)
      expect((await notificationsOf(m.id, 'raffle_won')).length).toBeLessThanOrEqual(1);
  });

  it('reminds a winner once when a quarter of the window (at most two hours) is left', async () => {
    const { id, members } = await drawnRaffle(2);
    const { row, member: winner } = await currentWinner(id, members);
    expect(await runClaims(ctx.db)).toMatchObject({ reminded: 0 });
    await ctx.db
      .update(raffleWinners)
      .set({ claimDeadline: sql`now() + interval '90 minutes'` })
      .where(eq(raffleWinners.id, row.id));
    const runs = await Promise.all([runClaims(ctx.db), runClaims(ctx.db)]);
    expect(runs.reduce((n, r) => n + r.reminded, 0)).toBe(1);
    expect(await runClaims(ctx.db)).toMatchObject({ reminded: 0 });
    const reminders = await notificationsOf(winner.id, 'claim_reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.data).toMatchObject({ contest: 'raffle', id });
  });

  it('admin re-draws keep needing a reason, are on record, and give the new winner a fresh window', async () => {
    const { id, members, admin } = await drawnRaffle(4);
    const { row } = await currentWinner(id, members);
    const noReason = await admin.post(`/api/admin/raffles/${id}/redraw`, { user_id: row.userId });
    expect(noReason.statusCode).toBe(400);
    const res = await admin.post(`/api/admin/raffles/${id}/redraw`, {
      user_id: row.userId,
      reason: 'Did not answer on stream',
    });
    expect(res.statusCode, res.body).toBe(200);
    const next = await currentWinner(id, members);
    expect(next.row.claimDeadline).not.toBeNull();
    const view = await raffleOf(admin, id);
    expect(view.claim.claims[0]).toMatchObject({ state: 'replaced', redrawn_nonce: 1 });
    expect(view.claim.auto_redraws_used).toBe(0);
  });

  it('admin settings: validated by the shared schema, kept when left out of an edit, on record', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const body = {
      title: 'Claim me',
      description: '',
      image: null,
      start_datetime: new Date(Date.now() - 60_000).toISOString(),
      end_datetime: new Date(Date.now() + 86_400_000).toISOString(),
      number_of_winners: 1,
      allow_passwordless_entry: true,
      allow_points_entry: false,
      points_per_entry: null,
      max_tickets_per_member: null,
    };
    const bad = await admin.post('/api/admin/raffles', {
      ...body,
      claim_window_hours: 200,
      auto_redraws_allowed: 11,
    });
    expect(bad.statusCode).toBe(400);
    const created = await admin.post('/api/admin/raffles', {
      ...body,
      claim_window_hours: 48,
      auto_redraws_allowed: 3,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = (json(created).data as { id: number }).id;
    expect((await raffleOf(admin, id)).claim).toMatchObject({
      claim_window_hours: 48,
      auto_redraws_allowed: 3,
    });
    expect((await admin.put(`/api/admin/raffles/${id}`, { ...body, title: 'Claim me!' })).statusCode).toBe(
      200,
    );
    expect((await raffleOf(admin, id)).claim).toMatchObject({
      claim_window_hours: 48,
      auto_redraws_allowed: 3,
    });
    expect(
      (await admin.put(`/api/admin/raffles/${id}`, { ...body, claim_window_hours: null })).statusCode,
    ).toBe(200);
    expect((await raffleOf(admin, id)).claim.claim_window_hours).toBeNull();
  });
});
