import { describe, expect, it } from 'vitest';
import { seedDemoIfEmpty } from '../../src/seed/demo.ts';
import { json, signedIn, useTestApp, visitor } from '../helpers/app.ts';
import { balance, detail, memberId, tournamentLedger } from './fixtures.ts';

const ctx = useTestApp();

interface Card {
  id: number;
  name: string;
  is_active: boolean;
  predictions_active: boolean;
  progress: number;
  winner_name: string | null;
}

describe('tournaments in the demo content', () => {
  it('seeds one running bracket with predictions open and one finished, paid through the ledger', async () => {
    await seedDemoIfEmpty(ctx.db);
    const list = json<{ data: Card[] }>(await (await visitor(ctx)).get('/api/r/tournaments')).data;
    expect(list.map((c) => [c.name, c.is_active, c.predictions_active, c.progress, c.winner_name])).toEqual([
      ['Friday Slot Battle', true, true, 43, null],
      ['Weekend Cup #7', false, false, 100, 'Rip City'],
    ]);

    const lena = await signedIn(ctx, 'lucky_lena');
    const running = await detail(lena, list[0]!.id);
    const round1 = running.tournament.matches.filter((m) => m.round === 1);
    expect(round1.map((m) => m.winner_slot)).toEqual([1, 2, 1, null]);
    // Two slots share a name; the seeds tell them apart.
    expect(running.tournament.matches.find((m) => m.round === 2)).toMatchObject({
      slot1_name: 'Gates of Olympus',
      slot2_name: 'Sweet Bonanza',
      slot2_seed: 4,
    });
    expect(running.user_prediction?.matches).toHaveLength(7);
    expect(running.all_predictions).toHaveLength(4);

    const finished = await detail(lena, list[1]!.id);
    const scores = Object.fromEntries(finished.all_predictions.map((e) => [e.user.username, e.correct]));
    expect(scores).toEqual({ lucky_lena: 7, bonusbaron: 4, freespin_fay: 3 });
    const lenaId = await memberId(ctx, 'lucky_lena');
    const paid = await tournamentLedger(ctx, lenaId);
    expect(paid.map((r) => [r.kind, r.amount, r.xp, r.reference])).toEqual([
      ['tournament_payout', 170, 85, `tournament:${list[1]!.id}`],
    ]);
    expect((await tournamentLedger(ctx, await memberId(ctx, 'bonusbaron'))).map((r) => r.amount)).toEqual([
      40,
    ]);
    expect((await balance(ctx, lenaId)).points).toBeGreaterThanOrEqual(170);
  });
});
