import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DRAW_ALGORITHM_V1 } from '@podium/shared/draws/lines';
import { rangesClientSeed } from '@podium/shared/wager-raffles/draw.server';
import type { WagerRaffleVerify } from '@podium/shared/wager-raffles/verify';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { users } from '../../src/features/users/users.table.ts';
import { freezeInTransaction } from '../../src/features/wager-raffles/draw.usecases.ts';
import { frozenRanges } from '../../src/features/wager-raffles/tickets.repository.ts';
import { wagerRaffles, wagerRaffleTickets } from '../../src/features/wager-raffles/wager-raffles.table.ts';
import { json, signedIn, useTestApp, visitor } from '../helpers/app.ts';
import { casino, createWagerRaffle, DAY, detailOf, player, wager } from './fixtures.ts';

/**
 * Decision 040: a wager raffle's verify data names members by id and masked name (a full name beside a
 * range would tell that member's wager), frozen and hashed with the list; lists frozen before still
 * verify (podium-draw-v1).
 */
const ctx = useTestApp();
const script = fileURLToPath(new URL('../../../../scripts/verify-draw.mjs', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'podium-wager-verify-data-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const names = ['lucky_lena', 'bonusbaron', 'jackpot_jo', 'scatter_sam'];

/** Four members wagering $30, $10, $75 and $20 on one casino ($10 a ticket). */
async function scene() {
  const a = await casino(ctx.db, 1, { start: -3 * DAY, end: 3 * DAY });
  for (const [i, dollars] of [30, 10, 75, 20].entries()) {
    await player(ctx.db, names[i]!, { crypto: `c${i}` });
    await wager(ctx.db, a.periodId, `c${i}`, dollars);
  }
  return createWagerRaffle(ctx.db, [a.id]);
}

async function verifyData(id: number) {
  const res = await (await visitor(ctx)).get(`/api/r/wager-raffles/${id}/verify`);
  expect(res.statusCode).toBe(200);
  return { body: res.body, data: json<{ data: WagerRaffleVerify }>(res).data };
}

function runScript(data: WagerRaffleVerify) {
  const file = join(dir, `wager-raffle-${data.raffle_id}-${Date.now()}.json`);
  writeFileSync(file, JSON.stringify({ success: true, data }));
  return spawnSync(process.execPath, [script, file], { encoding: 'utf8' });
}

const draw = async (id: number) => {
  const admin = await signedIn(ctx, 'boss', 'Admin');
  const res = await admin.post(`/api/admin/wager-raffles/${id}/draw`);
  expect(res.statusCode, res.body).toBe(200);
};

describe('the wager raffle verify data', () => {
  it('gives each range a member id and a masked name, never a username; winners by id', async () => {
    const id = await scene();
    await draw(id);
    const { body, data } = await verifyData(id);
    for (const name of names) expect(body).not.toContain(name);
    expect(data.ranges.map((r) => [r.first, r.last, r.name])).toEqual([
      [1, 3, 'lu*******a'],
      [4, 4, 'bo*******n'],
      [5, 11, 'ja*******o'],
      [12, 13, 'sc********m'],
    ]);
    for (const w of data.draws[0]!.winners)
      expect(Object.keys(w).sort()).toEqual(['position', 'ticket_index', 'ticket_number', 'user_id']);
    const [row] = await ctx.db.select().from(wagerRaffles).where(eq(wagerRaffles.id, id));
    expect(data).toMatchObject({ algorithm: 'podium-draw-v2', kind: 'wager_raffle' });
    expect(data.server_seed_hash_published_at).toBe(row!.createdAt.toISOString());
    expect(runScript(data).status).toBe(0);
  });

  it('keeps the names frozen with the list: a rename after the end changes nothing the check reads', async () => {
    const id = await scene();
    await draw(id);
    const before = (await verifyData(id)).data;
    const winner = before.draws[0]!.winners[0]!.user_id;
    await ctx.db.update(users).set({ username: 'renamed_later' }).where(eq(users.id, winner));
    const after = (await verifyData(id)).data;
    expect(after.ranges).toEqual(before.ranges);
    expect(runScript(after).status).toBe(0);
    const prizes = (await detailOf(await visitor(ctx), id)).prizes;
    expect(prizes.find((p) => p.winner?.user.id === winner)?.winner?.user.username).toBe('renamed_later');
  });

  it('still verifies a list frozen before decision 040 (podium-draw-v1), with today’s masked names', async () => {
    const id = await scene();
    // Frozen as the v1 code froze it: no names stored or hashed, no algorithm recorded.
    await ctx.db.transaction((tx) => freezeInTransaction(tx, id));
    await ctx.db.update(wagerRaffleTickets).set({ name: null }).where(eq(wagerRaffleTickets.raffleId, id));
    const ranges = (await frozenRanges(ctx.db, id)).map((r) => ({ ...r, name: '' }));
    await ctx.db
      .update(wagerRaffles)
      .set({ drawAlgorithm: null, clientSeed: rangesClientSeed(DRAW_ALGORITHM_V1, ranges) })
      .where(eq(wagerRaffles.id, id));
    await draw(id);
    const { body, data } = await verifyData(id);
    expect(data.algorithm).toBe('podium-draw-v1');
    expect(data.ranges.map((r) => r.name)).toEqual(['lu*******a', 'bo*******n', 'ja*******o', 'sc********m']);
    for (const name of names) expect(body).not.toContain(name);
    const run = runScript(data);
    expect(run.stdout).toContain('Names are not part of podium-draw-v1');
    expect(run.status).toBe(0);
  });
});
