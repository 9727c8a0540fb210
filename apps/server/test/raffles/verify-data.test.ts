import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { maskUsername } from '@podium/shared/common/mask-username';
import { clientSeedOf, drawWinners } from '@podium/shared/draws/draw.server';
import { DRAW_ALGORITHM_V1 } from '@podium/shared/draws/lines';
import type { RaffleVerify } from '@podium/shared/raffles/verify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { frozenTickets } from '../../src/features/raffles/entries.repository.ts';
import { raffleDraws, raffles, raffleWinners } from '../../src/features/raffles/raffles.table.ts';
import { users } from '../../src/features/users/users.table.ts';
import { json, signedIn, useTestApp, visitor } from '../helpers/app.ts';
import { createRaffle } from '../helpers/factories.ts';
import { enter, free, member, raffleOf } from './fixtures.ts';

/**
 * Decision 040: the public verify data names participants by member id and masked name (SPEC §9),
 * frozen at the draw and hashed (podium-draw-v2); raffles drawn before still verify (v1); the site
 * serves the checker itself.
 */
const ctx = useTestApp();
const script = fileURLToPath(new URL('../../../../scripts/verify-draw.mjs', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'podium-verify-data-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const names = ['lucky_lena', 'bonusbaron', 'jackpot_jo', 'scatter_sam'];

async function verifyData(id: number) {
  const res = await (await visitor(ctx)).get(`/api/r/raffles/${id}/verify`);
  expect(res.statusCode).toBe(200);
  return { body: res.body, data: json<{ data: RaffleVerify }>(res).data };
}

function runScript(data: RaffleVerify) {
  const file = join(dir, `raffle-${data.raffle_id}-${Date.now()}.json`);
  writeFileSync(file, JSON.stringify({ success: true, data }));
  return spawnSync(process.execPath, [script, file], { encoding: 'utf8' });
}

async function drawnRaffle() {
  const id = await createRaffle(ctx.db, { number_of_winners: 2 });
  for (const name of names) await enter((await member(ctx, name)).agent, id, free);
  const admin = await signedIn(ctx, 'boss', 'Admin');
  expect((await admin.post(`/api/admin/raffles/${id}/draw`)).statusCode).toBe(200);
  return id;
}

describe('the raffle verify data', () => {
  it('names members by id and masked name only, and says when the commitment was published', async () => {
    const id = await drawnRaffle();
    const { body, data } = await verifyData(id);
    for (const name of names) expect(body).not.toContain(name);
    const byId = new Map((await ctx.db.select().from(users)).map((u) => [u.id, u.username]));
    expect(data.tickets.map((t) => t.name)).toEqual(
      data.tickets.map((t) => maskUsername(byId.get(t.user_id)!)),
    );
    expect(data.tickets.map((t) => t.name)).toContain('lu*******a');
    for (const w of data.draws[0]!.winners)
      expect(Object.keys(w).sort()).toEqual(['entry_id', 'position', 'ticket_index', 'user_id']);
    const [row] = await ctx.db.select().from(raffles).where(eq(raffles.id, id));
    expect(data).toMatchObject({ kind: 'raffle', algorithm: 'podium-draw-v2' });
    expect(data.server_seed_hash_published_at).toBe(row!.createdAt.toISOString());
    expect(Date.parse(data.server_seed_hash_published_at)).toBeLessThanOrEqual(
      Date.parse(data.draws[0]!.drawn_at),
    );
    // Before the draw too: the commitment and its time, nothing else.
    const open = await createRaffle(ctx.db);
    const before = (await verifyData(open)).data;
    expect(before).toMatchObject({ server_seed: null, tickets: [], draws: [] });
    expect(before.server_seed_hash_published_at).toEqual(expect.any(String));
  });

  it('keeps the names frozen at the draw: a winner’s rename changes the winners list, not the check', async () => {
    const id = await drawnRaffle();
    const before = (await verifyData(id)).data;
    const winner = before.draws[0]!.winners[0]!.user_id;
    await ctx.db.update(users).set({ username: 'renamed_later' }).where(eq(users.id, winner));
    const after = (await verifyData(id)).data;
    expect(after.tickets).toEqual(before.tickets);
    expect(JSON.stringify(after)).not.toContain('re**********r');
    const run = runScript(after);
    expect(run.stdout).toContain('The draw checks out.');
    expect(run.status).toBe(0);
    // The public winners list shows who the member is now, by the same id.
    const view = await raffleOf(await visitor(ctx), id);
    expect(view.winners.find((w) => w.id === winner)?.username).toBe('renamed_later');
  });

  it('still verifies a raffle drawn before decision 040 (podium-draw-v1), with today’s masked names', async () => {
    const id = await createRaffle(ctx.db, { number_of_winners: 2 });
    for (const name of names) await enter((await member(ctx, name)).agent, id, free);
    // Drawn as the v1 code drew: no names hashed, none frozen, no algorithm stored.
    const [row] = await ctx.db.select().from(raffles).where(eq(raffles.id, id));
    const tickets = await frozenTickets(ctx.db, id);
    const clientSeed = clientSeedOf(DRAW_ALGORITHM_V1, tickets);
    const winners = drawWinners({ serverSeed: row!.serverSeed, clientSeed, nonce: 0, tickets, count: 2 });
    await ctx.db.update(raffles).set({ clientSeed, drawnAt: sql`now()` }).where(eq(raffles.id, id));
    const [draw] = await ctx.db
      .insert(raffleDraws)
      .values({ raffleId: id, nonce: 0, kind: 'draw', winnersWanted: 2 })
      .returning();
    await ctx.db.insert(raffleWinners).values(
      winners.map((w, i) => ({
        raffleId: id,
        drawId: draw!.id,
        position: i + 1,
        userId: w.user_id,
        entryId: w.entry_id,
        ticketIndex: w.ticket_index,
      })),
    );
    const { body, data } = await verifyData(id);
    expect(data.algorithm).toBe('podium-draw-v1');
    expect(data.tickets.map((t) => t.name)).toContain('lu*******a');
    for (const name of names) expect(body).not.toContain(name);
    const run = runScript(data);
    expect(run.stdout).toContain('Names are not part of podium-draw-v1');
    expect(run.status).toBe(0);
  });
});

describe('GET /verify-draw.mjs', () => {
  it('serves the exact checker as cacheable JavaScript, and 304 to a browser that has it', async () => {
    const guest = await visitor(ctx);
    const res = await guest.get('/verify-draw.mjs');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.rawPayload.equals(readFileSync(script))).toBe(true);
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/verify-draw.mjs',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});
