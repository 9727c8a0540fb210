import type { WagerRaffleList } from '@podium/shared/wager-raffles/schemas';
import { describe, expect, it } from 'vitest';
import { seedDemoIfEmpty } from '../../src/seed/demo.ts';
import { json, signedIn, useTestApp, visitor } from '../helpers/app.ts';
import { detailOf } from './fixtures.ts';

const ctx = useTestApp();

describe('the demo wager raffles', () => {
  it('show an active raffle where member holds tickets, and a drawn one', async () => {
    await seedDemoIfEmpty(ctx.db);
    const list = json<{ data: WagerRaffleList }>(await (await visitor(ctx)).get('/api/r/wager-raffles')).data;
    expect(list.active_raffles.map((r) => r.name)).toEqual(['Monthly Wager Raffle']);
    expect(list.ended_raffles.map((r) => r.name)).toEqual(['Launch Wager Raffle']);
    expect(list.ended_raffles[0]!.winners).toHaveLength(2);
    const active = list.active_raffles[0]!;
    expect(active.participants_count).toBeGreaterThan(3);
    const mine = await detailOf(await signedIn(ctx, 'member'), active.id);
    expect(mine.user_ticket).toMatchObject({ ticket_count: 276, total_wagered: 27_656.78 });
    expect(mine.user_ticket?.individual_tickets).toHaveLength(50);
    expect(mine.status).toBe('ACTIVE');
  });
});
