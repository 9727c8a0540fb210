import type { Db } from '../../src/db/client.ts';
import { wagers } from '../../src/features/leaderboard/leaderboard.table.ts';
import type { Agent } from './app.ts';

type Call = <T = unknown>(agent: Agent, method: string, url: string, payload?: unknown) => Promise<T>;
type Board = { id: number; slug: string; current_period: { id: number } | null };
type Prize = { id: number; prize_type: string };

/**
 * The wager raffles' section of the declared-answers tour: a casino whose members are matched by
 * Settings slot 1 (alice's crypto is 'alice_c' by now), a raffle made and edited, read with tickets,
 * previewed, drawn, verified, its custom prize handed over; another with a claim window claimed.
 */
export async function wagerRafflesTour(
  call: Call,
  { admin, alice }: Record<'admin' | 'alice', Agent>,
  db: Db,
) {
  const a = '/api/admin/wager-raffles';
  await call(admin, 'POST', '/api/admin/leaderboards', {
    slug: 'wager-tour',
    name: 'Wager tour casino',
    timeframe: 'monthly',
    currency_symbol: '$',
    prizes: [],
    is_paused: false,
    pause_message: '',
    casino_slot: 1,
  });
  const boards = await call<Board[]>(admin, 'GET', '/api/admin/leaderboards');
  const board = boards.find((b) => b.slug === 'wager-tour')!;
  await db.insert(wagers).values({
    periodId: board.current_period!.id,
    playerKey: 'alice_c',
    displayName: 'Alice',
    wageredCents: 12_345,
  });
  const body = {
    name: 'Tour wager raffle',
    description: 'Every $10 is a ticket',
    image: null,
    casino_ids: [board.id],
    starts_at: new Date(Date.now() - 86_400_000).toISOString(),
    end_date: new Date(Date.now() + 86_400_000).toISOString(),
    dollars_per_ticket: 10,
    auto_draw: false,
    allow_multiple_wins: false,
    prizes: [
      { prize_type: 'custom', prize_value: null, description: 'Hoodie', image_url: '' },
      { prize_type: 'points', prize_value: 100, description: 'Points' },
    ],
  };
  const made = await call<{ id: number }>(admin, 'POST', a, body);
  await call(admin, 'PUT', `${a}/${made.id}`, { ...body, name: 'Tour wager raffle 2' });
  await call(admin, 'GET', `${a}/${made.id}`);
  await call(alice, 'GET', `/api/r/wager-raffles/${made.id}`);
  await call(alice, 'GET', '/api/r/wager-raffles');
  await call(admin, 'GET', `${a}/${made.id}/tickets`);
  const drawn = await call<{ prizes: Prize[] }>(admin, 'POST', `${a}/${made.id}/draw`);
  const custom = drawn.prizes.find((p) => p.prize_type === 'custom')!;
  await call(admin, 'POST', `${a}/${made.id}/prizes/${custom.id}/handed-over`);
  await call(alice, 'GET', `/api/r/wager-raffles/${made.id}/verify`);
  await call(alice, 'GET', `/api/r/wager-raffles/${made.id}`);
  // A claim window (decision 064): alice, the only one with tickets, wins and claims.
  const claimed = await call<{ id: number }>(admin, 'POST', a, {
    ...body,
    name: 'Tour claim raffle',
    prizes: [{ prize_type: 'points', prize_value: 100, description: 'Points' }],
    claim_window_hours: 24,
    auto_redraws_allowed: 1,
  });
  await call(admin, 'POST', `${a}/${claimed.id}/draw`);
  await call(alice, 'POST', `/api/r/wager-raffles/${claimed.id}/claim`);
}
