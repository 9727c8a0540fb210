import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { clientSeedOf, drawWinners, sha256Hex } from '@podium/shared/draws/draw.server';
import type { SlotPickVerify } from '@podium/shared/slot-requests/schemas';
import { describe, expect, it } from 'vitest';
import { json, useTestApp, visitor } from '../helpers/app.ts';
import { boss, catalogue, expectRefusal, member, request, settings, stateOf } from './fixtures.ts';

const ctx = useTestApp();
const run = promisify(execFile);

async function queueOfThree() {
  const admin = await boss(ctx);
  await settings(admin);
  const slots = await catalogue(ctx, ['Mental', 'Chaos Crew', 'Sugar Rush']);
  for (const [name, slot] of [
    ['lena', 'Mental'],
    ['sam', 'Chaos Crew'],
    ['jo', 'Sugar Rush'],
  ] as const)
    expect((await request((await member(ctx, name)).agent, slots[slot]!)).statusCode).toBe(201);
  return admin;
}

describe('Pick at random', () => {
  it('shows the seed hash before the pick, picks one open request, and the published data recomputes', async () => {
    const admin = await queueOfThree();
    const before = await stateOf(admin, true);
    expect(before.next_pick_hash).toMatch(/^[0-9a-f]{64}$/);
    const res = await admin.post('/api/admin/slot-requests/pick');
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).message).toBe('Picked at random');
    const after = await stateOf(await visitor(ctx));
    const pick = after.last_pick!;
    expect(pick.server_seed_hash).toBe(before.next_pick_hash);
    expect(pick.request?.status).toBe('picked');
    expect(after.queue[0]!.id).toBe(pick.request!.id);
    expect(after.next_pick_hash).not.toBe(before.next_pick_hash);

    const verify = await (await visitor(ctx)).get(`/api/r/slot-requests/picks/${pick.id}/verify`);
    expect(verify.statusCode, verify.body).toBe(200);
    const data = json<{ data: SlotPickVerify }>(verify).data;
    // Recompute from the published data alone.
    expect(sha256Hex(data.server_seed!)).toBe(data.server_seed_hash);
    expect(clientSeedOf('podium-draw-v2', data.tickets)).toBe(data.client_seed);
    expect(data.tickets.map((t) => t.slot)).toEqual(['Mental', 'Chaos Crew', 'Sugar Rush']);
    const [winner] = drawWinners({
      serverSeed: data.server_seed!,
      clientSeed: data.client_seed!,
      nonce: 0,
      tickets: data.tickets,
      count: 1,
    });
    expect(winner!.entry_id).toBe(pick.request!.id);
    expect(data.draws[0]!.winners[0]!.entry_id).toBe(pick.request!.id);
    expect(Date.parse(data.server_seed_hash_published_at)).toBeLessThanOrEqual(
      Date.parse(data.draws[0]!.drawn_at),
    );

    // scripts/verify-draw.mjs checks it as it checks a raffle; a changed file fails.
    const file = join(tmpdir(), `slot-pick-${process.pid}.json`);
    await writeFile(file, JSON.stringify(json(verify)));
    const { stdout } = await run('node', ['scripts/verify-draw.mjs', file]);
    expect(stdout).toContain('The draw checks out.');
    const forged = { ...data, tickets: data.tickets.map((t, i) => (i === 0 ? { ...t, user_id: 999 } : t)) };
    await writeFile(file, JSON.stringify(forged));
    await expect(run('node', ['scripts/verify-draw.mjs', file])).rejects.toMatchObject({ code: 1 });
  });

  it('picks only open requests, refuses an empty queue, and the picked request can be played', async () => {
    const admin = await queueOfThree();
    const picked = new Set<number>();
    for (let i = 0; i < 3; i++) {
      expect((await admin.post('/api/admin/slot-requests/pick')).statusCode).toBe(200);
      picked.add((await stateOf(admin, true)).last_pick!.request!.id);
    }
    expect(picked.size).toBe(3);
    expectRefusal(await admin.post('/api/admin/slot-requests/pick'), 409, 'slot_requests.queue_empty');
    const id = [...picked][0]!;
    const played = await admin.post(`/api/admin/slot-requests/${id}/played`, { bet: 1, win: 5 });
    expect(played.statusCode, played.body).toBe(200);
  });

  it('is Admin only', async () => {
    await queueOfThree();
    const lena = await member(ctx, 'lena2');
    expect((await lena.agent.post('/api/admin/slot-requests/pick')).statusCode).toBe(403);
  });
});
