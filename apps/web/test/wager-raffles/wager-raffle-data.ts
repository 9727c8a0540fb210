import type { WagerRaffleCard, WagerRaffleDetail } from '@podium/shared/wager-raffles/schemas';

/** Wager raffles as the API answers them: a list card, and a drawn detail the member holds 120 tickets in. */
const DAY = 86_400_000;
export const prize = (id: number, over: Partial<WagerRaffleCard['prizes'][number]> = {}) => ({
  id,
  position: id,
  prize_type: 'points' as const,
  prize_value: 100 * id,
  description: '',
  ...over,
});
export const card = (over: Partial<WagerRaffleCard> = {}): WagerRaffleCard => ({
  id: 1,
  name: 'Monthly',
  description: 'Wager to win',
  image: null,
  status: 'ACTIVE',
  starts_at: new Date(Date.now() - DAY).toISOString(),
  end_date: new Date(Date.now() + 2 * DAY + 3 * 3_600_000 + 60_000).toISOString(),
  time_remaining: 0,
  total_tickets: 1500,
  participants_count: 12,
  prizes: [prize(1, { prize_type: 'cash', prize_value: 500 }), prize(2), prize(3), prize(4)],
  user_tickets: { ticket_count: 42 },
  ...over,
});

export const detail = (over: Partial<WagerRaffleDetail> = {}): WagerRaffleDetail => ({
  id: 1,
  name: 'Monthly',
  description: '',
  image: null,
  status: 'ENDED',
  is_active: false,
  has_ended: true,
  auto_draw: true,
  starts_at: '2026-11-01T00:00:00.000Z',
  end_date: '2026-11-20T00:00:00.000Z',
  time_remaining: 0,
  drawn_at: '2026-11-20T00:00:05.000Z',
  total_tickets: 300,
  total_wagered: 30_000,
  dollars_per_ticket: 100,
  server_seed_hash: 'a'.repeat(64),
  claim: { claim_window_hours: null, auto_redraws_allowed: 0, auto_redraws_used: 0, claims: [] },
  statistics: { total_participants: 2 },
  user_ticket: {
    ticket_count: 120,
    total_wagered: 12_000,
    individual_tickets: Array.from({ length: 50 }, (_, i) => i + 1),
    first_ticket: 1,
    last_ticket: 120,
  },
  casinos: [{ id: 1, name: 'Roobet', image: null, platform_type: 'roobet', total_wagered: 30_000 }],
  prizes: [
    {
      ...prize(1, { prize_type: 'custom', prize_value: null, description: 'Hoodie' }),
      image_url: null,
      winner: {
        user: { id: 7, avatar: '', username: 'lucky_lena' },
        winning_ticket_number: 77,
        handed_over_at: null,
      },
    },
    { ...prize(2), image_url: null, winner: null },
  ],
  top_participants: [],
  ...over,
});
