import { describe, expect, it } from 'vitest';
import { useTestApp, visitor } from '../helpers/app.ts';
import { approve, boss, casino, challengeOf, claimed, player, postChallenge } from './fixtures.ts';

const ctx = useTestApp();

describe('the public list from memory', () => {
  it('shows a change on the next read: an approved claim, the viewer’s own claim', async () => {
    const admin = await boss(ctx);
    const c = await postChallenge(admin, (await casino(ctx)).id, { places: 2 });
    const anyone = await visitor(ctx);
    const before = await challengeOf(anyone, c.id);
    expect([before.state, before.places_taken, before.winners]).toEqual(['open', 0, []]);
    const ann = await player(ctx, 'ann');
    const claimId = await claimed(ann, c.id);
    expect((await challengeOf(ann.agent, c.id)).my_claim?.status).toBe('pending');
    expect((await challengeOf(anyone, c.id)).my_claim).toBeNull();

    expect((await approve(admin, claimId)).statusCode).toBe(200);
    const after = await challengeOf(anyone, c.id);
    expect([after.state, after.places_taken, after.winners.map((w) => w.username)]).toEqual([
      'open',
      1,
      ['ann'],
    ]);
    expect((await challengeOf(ann.agent, c.id)).my_claim?.status).toBe('approved');
  });

  it('flips to expired when the end passes, with no change in between', async () => {
    const admin = await boss(ctx);
    const endsAt = new Date(Date.now() + 1_500);
    const c = await postChallenge(admin, (await casino(ctx)).id, { ends_at: endsAt.toISOString() });
    const anyone = await visitor(ctx);
    expect((await challengeOf(anyone, c.id)).state).toBe('open');
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, endsAt.getTime() - Date.now()) + 300));
    expect((await challengeOf(anyone, c.id)).state).toBe('expired');
  });
});
