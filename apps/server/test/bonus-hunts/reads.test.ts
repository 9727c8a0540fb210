import { describe, expect, it } from 'vitest';
import { seedDemoIfEmpty } from '../../src/seed/demo.ts';
import { json, signedIn, useTestApp, visitor } from '../helpers/app.ts';
import { A, current, makeHunt, predictions, R } from './fixtures.ts';

const ctx = useTestApp();

describe('bonus hunt reads', () => {
  it('with no hunt at all: hunt null, zero statistics, no games; empty history', async () => {
    const v = await visitor(ctx);
    expect(await current(v)).toEqual({
      hunt: null,
      statistics: { winnings: 0, break_even_multiplier: 0, average_multiplier: 0, highest_multiplier: 0 },
      games: [],
      user_prediction: null,
      winners: [],
    });
    expect(json(await v.get(`${R}/history`)).data).toEqual([]);
  });

  it('the newest hunt started is current, running or finished: an older running hunt never takes its place (decision 045)', async () => {
    const admin = await signedIn(ctx, 'admin', 'Admin');
    const first = await makeHunt(admin, { title: 'First' });
    const second = await makeHunt(admin, { title: 'Second', beside: true });
    expect((await current(admin)).hunt?.id).toBe(second.hunt.id);
    expect((await admin.post(`${A}/${second.hunt.id}/finish`)).statusCode).toBe(200);
    // The finished hunt stays on show, with its result; the older one still runs behind it.
    const shown = await current(admin);
    expect(shown.hunt).toMatchObject({ id: second.hunt.id, status: 'finished', predictions_active: false });
    expect(shown.games.every((g) => !g.pending_win)).toBe(true);
    await admin.post(`${A}/${first.hunt.id}/finish`);
    expect((await current(admin)).hunt?.id).toBe(second.hunt.id);
    // The next hunt started takes over.
    const third = await makeHunt(admin, { title: 'Third' });
    expect((await current(admin)).hunt).toMatchObject({ id: third.hunt.id, status: 'active' });
  });

  it('the demo seed shows a running hunt with wins, the game being opened and predictions, and a history', async () => {
    await seedDemoIfEmpty(ctx.db);
    const v = await visitor(ctx);
    const data = await current(v);
    expect(data.hunt).toMatchObject({
      title: 'Sunday Bonus Hunt #42',
      status: 'active',
      predictions_active: true,
    });
    expect(data.games.filter((g) => g.slot_win !== null)).toHaveLength(4);
    expect(data.games.find((g) => g.pending_win)?.slot_name).toBe('Book of Dead');
    expect(data.statistics.winnings).toBe(633.4);
    expect(await predictions(v, data.hunt!.id)).toHaveLength(5);
    const history = json<{ data: { title: string; predictions_count: number }[] }>(
      await v.get(`${R}/history`),
    ).data;
    expect(history).toEqual([expect.objectContaining({ title: 'Weekend Hunt #41', predictions_count: 3 })]);
  });
});
