import type { HuntLiveEvent } from '@podium/shared/bonus-hunts/schemas';
import { liveTopics } from '@podium/shared/common/live';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedIn, useTestApp } from '../helpers/app.ts';
import { SseClient } from '../helpers/sse.ts';
import { current, makeHunt, predict, recordWin } from './fixtures.ts';

const ctx = useTestApp();
let base = '';

beforeAll(async () => {
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});

describe('bonus hunt live updates', () => {
  it('a client subscribed to bonus-hunt receives a recorded win, and a prediction', async () => {
    const admin = await signedIn(ctx, 'admin', 'Admin');
    const { hunt, games } = await makeHunt(admin);
    const client = await SseClient.open(`${base}/api/r/live?topics=${liveTopics.bonusHunt}`);
    expect(client.response.statusCode).toBe(200);
    expect((await client.next('subscribed')).data).toEqual({ topics: [liveTopics.bonusHunt] });

    await recordWin(admin, hunt.id, games[0]!.id, 123.45);
    const event = await client.next(liveTopics.bonusHunt);
    expect(event.data).toEqual({ hunt_id: hunt.id, change: 'win' } satisfies HuntLiveEvent);
    // What the page refetches on that event has the win.
    expect((await current(admin)).games[0]!.slot_win).toBe(123.45);

    await predict(await signedIn(ctx, 'alice'), hunt.id, {
      end_balance: 1,
      highest_multiplier: 1,
      highest_multiplier_game: 'Mental',
    });
    expect((await client.next(liveTopics.bonusHunt, { skip: 1 })).data).toEqual({
      hunt_id: hunt.id,
      change: 'predictions',
    });
    client.close();
  });
});
