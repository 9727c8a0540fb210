import { liveTopics } from '@podium/shared/common/live';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedIn, useTestApp } from '../helpers/app.ts';
import { SseClient } from '../helpers/sse.ts';
import { casino, createWagerRaffle, DAY } from './fixtures.ts';

const ctx = useTestApp();
let base = '';

beforeAll(async () => {
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});

describe('wager raffle live updates', () => {
  it('tells subscribed pages that a raffle was drawn', async () => {
    const a = await casino(ctx.db, 1, { start: -DAY, end: DAY });
    const id = await createWagerRaffle(ctx.db, [a.id]);
    const client = await SseClient.open(`${base}/api/r/live?topics=${liveTopics.wagerRaffle}`);
    expect(client.response.statusCode).toBe(200);
    await client.next('subscribed');
    const admin = await signedIn(ctx, 'boss', 'Admin');
    expect((await admin.post(`/api/admin/wager-raffles/${id}/draw`)).statusCode).toBe(200);
    expect((await client.next(liveTopics.wagerRaffle)).data).toEqual({ raffle_id: id });
    client.close();
  });
});
