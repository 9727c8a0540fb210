import type { UserSummary } from '@podium/shared/common/user';
import type { AdminRaffle, AdminRaffleEntry } from '@podium/shared/raffles/admin';
import type { Raffle, RaffleEntry, RaffleWinner } from '@podium/shared/raffles/schemas';

const HOUR = 3_600_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

export const member = (id: number, username: string, over: Partial<UserSummary> = {}): UserSummary => ({
  id,
  username,
  display_name: username.replace(/_/g, ' '),
  avatar_url: `/avatars/default-${id % 5}.svg`,
  kick_username: `${username}_kick`,
  role: 'Member',
  ...over,
});

export const winner = (id: number, username: string, position: number): RaffleWinner => ({
  ...member(id, username),
  position,
});

/** An open raffle (started an hour ago, ends in two days) offering all three ways in. */
export const raffle = (over: Partial<Raffle> = {}): Raffle => ({
  id: 1,
  title: 'Weekly Community Raffle',
  name: 'Weekly Community Raffle',
  description: 'Three winners get a $50 casino tip each.',
  image: null,
  start_datetime: iso(-HOUR),
  end_datetime: iso(48 * HOUR),
  status: 'active',
  has_ended: false,
  is_accepting_entries: true,
  is_paused: false,
  is_cancelled: false,
  total_entries: 6,
  participants_count: 5,
  number_of_winners: 3,
  allow_passwordless_entry: true,
  allow_points_entry: true,
  points_per_entry: 100,
  max_tickets_per_member: 50,
  has_password_entry: true,
  winners: [],
  prizes: [],
  user_entries: { passwordless: false, password: false, points: 0, total: 0 },
  server_seed_hash: 'a'.repeat(64),
  drawn_at: null,
  claim: { claim_window_hours: null, auto_redraws_allowed: 0, auto_redraws_used: 0, claims: [] },
  ...over,
});

/** A raffle that ended and was drawn an hour ago. */
export const endedRaffle = (over: Partial<Raffle> = {}): Raffle =>
  raffle({
    id: 2,
    title: 'Hoodie Giveaway',
    name: 'Hoodie Giveaway',
    start_datetime: iso(-100 * HOUR),
    end_datetime: iso(-HOUR),
    status: 'ended',
    has_ended: true,
    is_accepting_entries: false,
    drawn_at: iso(-HOUR),
    number_of_winners: 2,
    ...over,
  });

export const entry = (id: number, user: UserSummary, over: Partial<RaffleEntry> = {}): RaffleEntry => ({
  id,
  entry_type: 'passwordless',
  created_at: iso(-2 * HOUR),
  user,
  ...over,
});

export const adminRaffle = (over: Partial<AdminRaffle> = {}): AdminRaffle => {
  const { user_entries: _viewer, ...view } = raffle();
  return {
    ...view,
    created_by: { id: 1, username: 'admin' },
    cancelled_at: null,
    cancelled_by: null,
    prize_awards: [],
    ...over,
  };
};

export const adminEntry = (
  id: number,
  user: UserSummary,
  over: Partial<AdminRaffleEntry> = {},
): AdminRaffleEntry => ({
  ...entry(id, user),
  points_spent: 0,
  removed_at: null,
  removed_by: null,
  ...over,
});
