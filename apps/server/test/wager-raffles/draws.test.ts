import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedCommitment } from '@podium/shared/draws/draw.server';
import type { AdminWagerRaffle } from '@podium/shared/wager-raffles/admin';
import type { WagerRaffleVerify } from '@podium/shared/wager-raffles/verify';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { announcements } from '../../src/features/announcements/announcements.table.ts';
import { siteContext } from '../../src/features/audit/audit.usecases.ts';
import { payouts } from '../../src/features/payouts/payouts.table.ts';
import { pointsTransactions } from '../../src/features/points/points.table.ts';
import { users } from '../../src/features/users/users.table.ts';
import { drawNow } from '../../src/features/wager-raffles/draw.usecases.ts';
import { wagerRaffleDraws } from '../../src/features/wager-raffles/wager-raffles.jobs.ts';
import { wagerRaffles, wagerRaffleWinners } from '../../src/features/wager-raffles/wager-raffles.table.ts';
import { type Agent, json, signedIn, useTestApp, visitor } from '../helpers/app.ts';
import { casino, createWagerRaffle, DAY, detailOf, iso, player, raffleInput, wager } from './fixtures.ts';

const ctx = useTestApp();
const script = fileURLToPath(new URL('../../../../scripts/verify-draw.mjs', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'podium-wager-verify-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Five members with 3, 1, 7, 2 and 5 tickets on one casino. */
async function scene(fields: Parameters<typeof createWagerRaffle>[2] = {}) {
  const a = await casino(ctx.db, 1, { start: -3 * DAY, end: 3 * DAY });
  const ids: number[] = [];
  for (const [i, dollars] of [30, 10, 75, 20, 59].entries()) {
    ids.push(await player(ctx.db, `w${i}`, { crypto: `w${i}` }));
    await wager(ctx.db, a.periodId, `w${i}`, dollars);
  }
  return { a, ids, raffleId: await createWagerRaffle(ctx.db, [a.id], fields) };
}

const admin = () => signedIn(ctx, 'boss', 'Admin');
const draw = (agent: Agent, id: number) => agent.post(`/api/admin/wager-raffles/${id}/draw`);
const runJob = () =>
  wagerRaffleDraws.run(ctx.app.deps, { signal: new AbortController().signal, finishIn: async () => true });

async function verifyWithScript(raffleId: number, tamper?: (data: WagerRaffleVerify) => void) {
  const res = await (await visitor(ctx)).get(`/api/r/wager-raffles/${raffleId}/verify`);
  expect(res.statusCode).toBe(200);
  const envelope = res.json() as { data: WagerRaffleVerify };
  tamper?.(envelope.data);
  const file = join(dir, `wager-raffle-${raffleId}-${Date.now()}.json`);
  writeFileSync(file, JSON.stringify(envelope));
  const run = spawnSync(process.execPath, [script, file, '--json'], { encoding: 'utf8' });
  return { status: run.status, report: JSON.parse(run.stdout) as { ok: boolean }, data: envelope.data };
}

describe('drawing a wager raffle', () => {
  it('publishes only the commitment before the draw, then a draw anyone can recompute', async () => {
    const { raffleId } = await scene();
    const before = await verifyWithScript(raffleId);
    expect(before.data.server_seed).toBeNull();
    expect(before.data.ranges).toEqual([]);
    expect(before.status).toBe(1);
    const boss = await admin();
    const res = await draw(boss, raffleId);
    expect(res.statusCode, res.body).toBe(200);
    const after = await verifyWithScript(raffleId);
    expect(after.status).toBe(0);
    expect(after.report.ok).toBe(true);
    expect(seedCommitment(after.data.server_seed!)).toBe(before.data.server_seed_hash);
    expect(after.data.ranges.map((r) => [r.first, r.last])).toEqual([
      [1, 3],
      [4, 4],
      [5, 11],
      [12, 13],
      [14, 18],
    ]);
    const winners = after.data.draws[0]!.winners;
    expect(winners.map((w) => w.position)).toEqual([1, 2, 3]);
    expect(new Set(winners.map((w) => w.user_id)).size).toBe(3);
    const tampered = await verifyWithScript(raffleId, (d) => {
      d.ranges[0]!.user_id = d.ranges[1]!.user_id;
    });
    expect(tampered.status).toBe(1);
    expect((await draw(boss, raffleId)).statusCode).toBe(409);
    expect(json(await draw(boss, raffleId)).code).toBe('wager_raffles.already_drawn');
  });

  it('pays each prize once: points through the ledger, cash into the payout queue, custom by hand', async () => {
    const { raffleId } = await scene();
    const boss = await admin();
    const drawn = json<{ data: AdminWagerRaffle }>(await draw(boss, raffleId)).data;
    const [points, cash, custom] = drawn.prizes;
    const credit = await ctx.db
      .select()
      .from(pointsTransactions)
      .where(eq(pointsTransactions.reference, `wager_raffle_prize:${points!.id}`));
    expect(credit.map((c) => [c.userId, c.amount, c.kind])).toEqual([
      [points!.winner!.user_id, 500, 'wager_raffle_prize'],
    ]);
    const [payout] = await ctx.db.select().from(payouts).where(eq(payouts.source, 'wager_raffle_prize'));
    expect(payout).toMatchObject({ userId: cash!.winner!.user_id, amountCents: 2500, status: 'pending' });
    expect(payout!.casinoUsername).toMatch(/^w\d$/);
    expect(cash!.winner!.payout_id).toBe(payout!.id);
    expect(custom!.winner!.handed_over_at).toBeNull();

    const handOver = (agent: Agent, prizeId: number) =>
      agent.post(`/api/admin/wager-raffles/${raffleId}/prizes/${prizeId}/handed-over`);
    expect(json(await handOver(boss, cash!.id)).code).toBe('wager_raffles.not_custom');
    const winnerName = custom!.winner!.username;
    await ctx.db.update(users).set({ role: 'Admin' }).where(eq(users.username, winnerName));
    const self = await signedIn(ctx, winnerName, 'Admin');
    const own = await handOver(self, custom!.id);
    expect([own.statusCode, json(own).code]).toEqual([403, 'wager_raffles.own_prize']);
    const done = await handOver(boss, custom!.id);
    expect(done.statusCode, done.body).toBe(200);
    expect(json<{ data: AdminWagerRaffle }>(done).data.prizes[2]!.winner!.handed_over_by).toBe('boss');
    expect((await handOver(boss, custom!.id)).statusCode).toBe(409);

    const shown = await detailOf(await visitor(ctx), raffleId);
    expect(shown.prizes.map((p) => p.winner?.user.username)).toEqual(
      drawn.prizes.map((p) => p.winner?.username),
    );
    const [announced] = await ctx.db
      .select()
      .from(announcements)
      .where(eq(announcements.key, `wager-raffle:${raffleId}`));
    expect(announced?.content).toContain('drawn');
  });

  it('gives a member one prize unless the admin allows more', async () => {
    const one = await scene({
      prizes: Array.from({ length: 7 }, () => ({ prize_type: 'custom' as const, description: 'Cap' })),
    });
    const boss = await admin();
    const drawn = json<{ data: AdminWagerRaffle }>(await draw(boss, one.raffleId)).data;
    expect(drawn.prizes.filter((p) => p.winner).length).toBe(5);
    const more = await createWagerRaffle(ctx.db, [one.a.id], {
      allow_multiple_wins: true,
      prizes: Array.from({ length: 7 }, () => ({ prize_type: 'custom' as const, description: 'Cap' })),
    });
    const many = json<{ data: AdminWagerRaffle }>(await draw(boss, more)).data;
    const tickets = many.prizes.map((p) => p.winner?.winning_ticket_number);
    expect(new Set(tickets).size).toBe(7);
    expect((await verifyWithScript(more)).status).toBe(0);
  });

  it('credits a points prize once when two draws race', async () => {
    const { raffleId } = await scene();
    const { id: adminId } = (
      await ctx.db.insert(users).values({ username: 'racer', role: 'Admin' }).returning()
    )[0]!;
    const asAdmin = () => ({ ...siteContext(), actorId: adminId });
    const results = await Promise.allSettled([
      drawNow(ctx.db, asAdmin(), raffleId),
      drawNow(ctx.db, asAdmin(), raffleId),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await ctx.db.$count(wagerRaffleWinners, eq(wagerRaffleWinners.raffleId, raffleId))).toBe(3);
    expect(await ctx.db.$count(pointsTransactions, eq(pointsTransactions.kind, 'wager_raffle_prize'))).toBe(
      1,
    );
    expect(await ctx.db.$count(payouts, eq(payouts.source, 'wager_raffle_prize'))).toBe(1);
  });

  it('draws at the end when auto draw is on, once; otherwise freezes the tickets for the admin', async () => {
    const { a } = await scene();
    const auto = await createWagerRaffle(ctx.db, [a.id], {
      starts_at: iso(-2 * DAY),
      end_date: iso(-60_000),
    });
    const manual = await createWagerRaffle(ctx.db, [a.id], {
      starts_at: iso(-2 * DAY),
      end_date: iso(-60_000),
      auto_draw: false,
    });
    await Promise.all([runJob(), runJob()]);
    await runJob();
    const row = async (id: number) =>
      (await ctx.db.select().from(wagerRaffles).where(eq(wagerRaffles.id, id)))[0]!;
    expect((await row(auto)).drawnAt).not.toBeNull();
    expect(await ctx.db.$count(wagerRaffleWinners, eq(wagerRaffleWinners.raffleId, auto))).toBe(3);
    expect((await row(manual)).drawnAt).toBeNull();
    expect((await row(manual)).frozenAt).not.toBeNull();
    await wager(ctx.db, a.periodId, 'w1', 1000);
    const boss = await admin();
    const edit = await boss.put(`/api/admin/wager-raffles/${manual}`, raffleInput([a.id]));
    expect([edit.statusCode, json(edit).code]).toEqual([409, 'wager_raffles.frozen']);
    expect((await draw(boss, manual)).statusCode).toBe(200);
    const data = (await verifyWithScript(manual)).data;
    expect(data.ticket_count).toBe(18); // frozen at the end: w1's later wager does not count
    expect(
      await ctx.db.$count(
        pointsTransactions,
        and(
          eq(pointsTransactions.kind, 'wager_raffle_prize'),
          eq(pointsTransactions.actorId, (await row(manual)).drawnBy!),
        ),
      ),
    ).toBe(1);
  });
});

describe('admin wager raffles', () => {
  it('creates and edits with every part, and refuses bad input with field errors', async () => {
    const a = await casino(ctx.db, 1, { start: -DAY, end: DAY });
    const boss = await admin();
    const created = await boss.post('/api/admin/wager-raffles', raffleInput([a.id]));
    expect(created.statusCode, created.body).toBe(201);
    const raffle = json<{ data: AdminWagerRaffle }>(created).data;
    expect(raffle.prizes.map((p) => [p.position, p.prize_type, p.prize_value])).toEqual([
      [1, 'points', 500],
      [2, 'cash', 25],
      [3, 'custom', null],
    ]);
    const edited = await boss.put(
      `/api/admin/wager-raffles/${raffle.id}`,
      raffleInput([a.id], {
        name: 'Renamed',
        prizes: [{ prize_type: 'cash', prize_value: 10.5, description: '' }],
      }),
    );
    expect(json<{ data: AdminWagerRaffle }>(edited).data).toMatchObject({
      name: 'Renamed',
      prizes: [{ prize_value: 10.5 }],
    });
    const unknown = await boss.post('/api/admin/wager-raffles', raffleInput([999_999]));
    expect([unknown.statusCode, json(unknown).code]).toEqual([400, 'wager_raffles.unknown_casino']);
    const bad = await boss.post('/api/admin/wager-raffles', {
      ...raffleInput([a.id]),
      dollars_per_ticket: -1,
    });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errors).toHaveProperty('dollars_per_ticket');
    const member = await signedIn(ctx, 'nobody');
    expect((await member.post('/api/admin/wager-raffles', raffleInput([a.id]))).statusCode).toBe(403);
    expect((await draw(member, raffle.id)).statusCode).toBe(403);
  });
});
