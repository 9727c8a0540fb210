import { liveTopics } from '@podium/shared/common/live';
import { beforeAll, describe, expect, it } from 'vitest';
import { Coalescer } from '../../src/lib/coalesce.ts';
import { signedIn, useTestApp } from '../helpers/app.ts';
import { createRaffle } from '../helpers/factories.ts';
import { SseClient } from '../helpers/sse.ts';
import { enter, free, member, raffleOf } from '../raffles/fixtures.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('Coalescer: at most once a window per key', () => {
  it('runs a quiet key at once, and a burst once more at the end of the window, with its last effect', async () => {
    const runs: string[] = [];
    const coalescer = new Coalescer(100);
    coalescer.run('a', () => runs.push('a1'));
    expect(runs).toEqual(['a1']);
    for (let i = 2; i <= 5; i++) coalescer.run('a', () => runs.push(`a${i}`));
    coalescer.run('b', () => runs.push('b1')); // another key is its own
    expect(runs).toEqual(['a1', 'b1']);
    await sleep(150);
    expect(runs).toEqual(['a1', 'b1', 'a5']);
    await sleep(150);
    coalescer.run('a', () => runs.push('a6')); // quiet for a window again: at once
    expect(runs).toEqual(['a1', 'b1', 'a5', 'a6']);
  });

  it('runs what is waiting when flushed (the process stops), and nothing twice', async () => {
    const runs: number[] = [];
    const coalescer = new Coalescer(10_000);
    coalescer.run('k', () => runs.push(1));
    coalescer.run('k', () => runs.push(2));
    coalescer.flush();
    expect(runs).toEqual([1, 2]);
    coalescer.flush();
    await sleep(20);
    expect(runs).toEqual([1, 2]);
  });
});

describe('audience changes reach open pages once a second, not once per change (decision 068)', () => {
  const ctx = useTestApp();
  let base = '';
  beforeAll(async () => {
    base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('a burst of raffle entries is a few events, not one per entry, the last after the last entry; a draw goes out at once', async () => {
    const id = await createRaffle(ctx.db, { number_of_winners: 1 });
    const members = await Promise.all(Array.from({ length: 12 }, (_, i) => member(ctx, `burst_${i}`)));
    const stream = await SseClient.open(`${base}/api/r/live?topics=${liveTopics.raffle}`);
    await stream.next('subscribed');
    const raffleEvents = () => stream.events.filter((e) => e.event === liveTopics.raffle);

    const started = Date.now();
    const entered = await Promise.all(members.map(({ agent }) => enter(agent, id, free)));
    const burstMs = Date.now() - started;
    expect(entered.map((res) => res.statusCode)).toEqual(members.map(() => 200));
    const first = await stream.next(liveTopics.raffle);
    expect(first.data).toEqual({ raffle_id: id, change: 'entries' });
    // The rest of the burst: one more event a window at most, the last after the last entry, after
    // which the read shows every entry.
    await stream.next(liveTopics.raffle, { skip: 1, timeoutMs: 2000 });
    await sleep(1200);
    const events = raffleEvents().length;
    expect(events).toBeGreaterThanOrEqual(2);
    expect(events).toBeLessThanOrEqual(2 + Math.floor(burstMs / 1000));
    expect(events).toBeLessThan(members.length);
    expect((await raffleOf(members[0]!.agent, id)).total_entries).toBe(members.length);

    const admin = await signedIn(ctx, 'drawer', 'Admin');
    const drawn = await admin.post(`/api/admin/raffles/${id}/draw`, {});
    expect(drawn.statusCode, drawn.body).toBe(200);
    expect((await stream.next(liveTopics.raffle, { skip: events, timeoutMs: 500 })).data).toEqual({
      raffle_id: id,
      change: 'draw',
    });
    stream.close();
  });
});
