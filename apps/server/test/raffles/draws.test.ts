import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedCommitment, sha256Hex } from '@podium/shared/draws/draw.server';
import type { RaffleVerify } from '@podium/shared/raffles/verify';
import { asc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { raffleDraws, raffles, raffleWinners } from '../../src/features/raffles/raffles.table.ts';
import { seedDemoIfEmpty } from '../../src/seed/demo.ts';
import { type Agent, json, signedIn, useTestApp, visitor } from '../helpers/app.ts';
import { createRaffle } from '../helpers/factories.ts';
import { byPassword, byPoints, enter, expectRefusal, free, member, raffleOf } from './fixtures.ts';

const ctx = useTestApp();
const script = fileURLToPath(new URL('../../../../scripts/verify-draw.mjs', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'podium-verify-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Recomputed {
  ok: boolean;
  checks: { name: string; ok: boolean }[];
  draws: { nonce: number; winners: { ticket_index: number; entry_id: number; user_id: number }[] }[];
}

/** Downloads the verify data as a visitor would, saves it, runs the standalone script on the file. */
async function verifyWithScript(raffleId: number, tamper?: (data: RaffleVerify) => void) {
  const res = await (await visitor(ctx)).get(`/api/r/raffles/${raffleId}/verify`);
  expect(res.statusCode).toBe(200);
  const envelope = res.json() as { data: RaffleVerify };
  tamper?.(envelope.data);
  const file = join(dir, `raffle-${raffleId}-${Date.now()}.json`);
  writeFileSync(file, JSON.stringify(envelope));
  const run = spawnSync(process.execPath, [script, file, '--json'], { encoding: 'utf8' });
  return { status: run.status, report: JSON.parse(run.stdout) as Recomputed, data: envelope.data };
}

/** What the script recomputed, in the stored rows' terms. */
const recomputed = (report: Recomputed) =>
  report.draws.map((d) => ({
    nonce: d.nonce,
    winners: d.winners.map(({ ticket_index, entry_id, user_id }) => ({ ticket_index, entry_id, user_id })),
  }));

/** The winners stored for each draw of the raffle, in nonce order. */
async function storedDraws(raffleId: number) {
  const draws = await ctx.db
    .select()
    .from(raffleDraws)
    .where(eq(raffleDraws.raffleId, raffleId))
    .orderBy(asc(raffleDraws.nonce));
  const winners = await ctx.db
    .select()
    .from(raffleWinners)
    .where(eq(raffleWinners.raffleId, raffleId))
    .orderBy(asc(raffleWinners.id));
  return draws.map((d) => ({
    nonce: d.nonce,
    winners: winners
      .filter((w) => w.drawId === d.id)
      .map((w) => ({ ticket_index: w.ticketIndex, entry_id: w.entryId, user_id: w.userId })),
  }));
}

/** A raffle with `n` members holding 1…3 tickets each (free, password, points). */
async function raffleWithEntries(n: number, fields: Parameters<typeof createRaffle>[1] = {}) {
  const id = await createRaffle(ctx.db, fields);
  for (let i = 0; i < n; i++) {
    const { agent } = await member(ctx, `entrant${i}`, { points: 100 });
    expect((await enter(agent, id, free)).statusCode).toBe(200);
    if (i % 2 === 0) await enter(agent, id, byPassword('open sesame'));
    if (i % 3 === 0) await enter(agent, id, byPoints(10 * (i % 4 || 1)));
  }
  return id;
}

const drawNow = (admin: Agent, id: number) => admin.post(`/api/admin/raffles/${id}/draw`);

describe('drawing a raffle', () => {
  it('freezes the list, draws distinct winners, reveals the seed; scripts/verify-draw.mjs agrees', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const id = await raffleWithEntries(8);
    const res = await drawNow(admin, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).message).toBe('Winners drawn');

    const { status, report, data } = await verifyWithScript(id);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
    expect(status).toBe(0);
    expect(recomputed(report)).toEqual(await storedDraws(id));
    expect(report.draws[0]!.winners).toHaveLength(3);
    expect(new Set(report.draws[0]!.winners.map((w) => w.user_id)).size).toBe(3);
    expect(seedCommitment(data.server_seed!)).toBe(data.server_seed_hash);
    expect(data.client_seed).toBe(
      sha256Hex(data.tickets.map((t) => `${t.index}:${t.entry_id}:${t.user_id}:"${t.name}"`).join('\n')),
    );
    expect(data.algorithm).toBe('podium-draw-v2');
    expect(data.draws[0]).toMatchObject({
      kind: 'draw',
      nonce: 0,
      winners_wanted: 3,
      drawn_by: 'boss',
      reason: null,
    });

    const view = await raffleOf(admin, id);
    expect(view).toMatchObject({ has_ended: true, status: 'ended', is_accepting_entries: false });
    expect(view.winners.map((w) => w.id)).toEqual(report.draws[0]!.winners.map((w) => w.user_id));
    expect(view.winners.map((w) => w.position)).toEqual([1, 2, 3]);
  });

  it('changing any one ticket changes the client seed, and the script then refuses the data', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const id = await raffleWithEntries(4);
    await drawNow(admin, id);
    const changed = await verifyWithScript(id, (data) => {
      data.tickets[1]!.user_id += 1000;
    });
    expect(changed.status).toBe(1);
    expect(changed.report.checks.find((c) => c.name.startsWith('client seed'))?.ok).toBe(false);
    const swapped = await verifyWithScript(id, (data) => {
      data.draws[0]!.winners.reverse();
    });
    expect(swapped.status).toBe(1);
  });

  it('refuses entries once drawn, and a second draw', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const id = await raffleWithEntries(2);
    await drawNow(admin, id);
    const { agent } = await member(ctx, 'latecomer');
    expectRefusal(await enter(agent, id, free), 409, 'raffles.ended');
    expectRefusal(await drawNow(admin, id), 409, 'raffles.already_drawn');
    expect(await ctx.db.$count(raffleDraws, eq(raffleDraws.raffleId, id))).toBe(1);
  });

  it('with no entries, ends with no winners and says so', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const id = await createRaffle(ctx.db);
    const res = await drawNow(admin, id);
    expect(json(res).message).toBe('The raffle had no entries: it ended with no winners.');
    expect(await raffleOf(admin, id)).toMatchObject({ has_ended: true, winners: [], total_entries: 0 });
    const { status, report } = await verifyWithScript(id);
    expect(status).toBe(0);
    expect(recomputed(report)).toEqual([{ nonce: 0, winners: [] }]);
  });

  it('draws every member when there are fewer members than winners', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const id = await raffleWithEntries(2, { number_of_winners: 5 });
    await drawNow(admin, id);
    expect((await raffleOf(admin, id)).winners).toHaveLength(2);
  });
});

describe('re-drawing one winner', () => {
  it('uses the next nonce, never a member drawn before, keeps the history with reason and admin', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const id = await raffleWithEntries(7, { number_of_winners: 2 });
    await drawNow(admin, id);
    const drawnSoFar = new Set((await raffleOf(admin, id)).winners.map((w) => w.id));
    for (let round = 1; round <= 3; round++) {
      const [first] = (await raffleOf(admin, id)).winners;
      const res = await admin.post(`/api/admin/raffles/${id}/redraw`, {
        user_id: first!.id,
        reason: 'Did not claim',
      });
      expect(res.statusCode, res.body).toBe(200);
      const now = (await raffleOf(admin, id)).winners;
      expect(now[0]!.position).toBe(1);
      expect(drawnSoFar.has(now[0]!.id)).toBe(false);
      drawnSoFar.add(now[0]!.id);
    }
    const { status, report, data } = await verifyWithScript(id);
    expect(status).toBe(0);
    expect(recomputed(report)).toEqual(await storedDraws(id));
    expect(data.draws.map((d) => [d.nonce, d.kind, d.reason, d.drawn_by])).toEqual([
      [0, 'draw', null, 'boss'],
      [1, 'redraw', 'Did not claim', 'boss'],
      [2, 'redraw', 'Did not claim', 'boss'],
      [3, 'redraw', 'Did not claim', 'boss'],
    ]);
  });

  it('refuses before the draw, for a non-winner, without a reason, and when nobody is left', async () => {
    const admin = await signedIn(ctx, 'boss', 'Admin');
    const id = await raffleWithEntries(3, { number_of_winners: 2 });
    const redraw = (body: object) => admin.post(`/api/admin/raffles/${id}/redraw`, body);
    expectRefusal(await redraw({ user_id: 1, reason: 'No claim' }), 409, 'raffles.not_drawn');
    await drawNow(admin, id);
    const winners = (await raffleOf(admin, id)).winners.map((w) => w.id);
    const entries = json<{ data: { user: { id: number } }[] }>(
      await admin.get(`/api/r/raffles/${id}/entries`),
    ).data;
    const loser = entries.map((e) => e.user.id).find((userId) => !winners.includes(userId));
    expectRefusal(await redraw({ user_id: loser, reason: 'No claim' }), 409, 'raffles.not_a_winner');
    expectRefusal(await redraw({ user_id: winners[0], reason: '' }), 400, 'bad_request');
    expect((await redraw({ user_id: winners[0], reason: 'No claim' })).statusCode).toBe(200);
    const last = (await raffleOf(admin, id)).winners[0]!.id;
    expectRefusal(await redraw({ user_id: last, reason: 'No claim' }), 409, 'raffles.no_member_left');
  });
});

describe('the demo raffles', () => {
  it('include an ended raffle whose real draw verifies with the script', async () => {
    await seedDemoIfEmpty(ctx.db);
    const list = (await ctx.db.select().from(raffles)).map((r) => r.title);
    expect(list).toEqual(['Weekly Community Raffle', 'Hoodie Giveaway', 'Bonus Buy Raffle']);
    const [ended] = await ctx.db.select().from(raffles).where(eq(raffles.title, 'Hoodie Giveaway'));
    const { status, report } = await verifyWithScript(ended!.id);
    expect(status).toBe(0);
    expect(report.draws[0]!.winners).toHaveLength(2);
    const guest = await visitor(ctx);
    expect((await raffleOf(guest, ended!.id)).winners).toHaveLength(2);
  });
});
