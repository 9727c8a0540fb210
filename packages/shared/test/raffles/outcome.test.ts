import { describe, expect, it } from 'vitest';
import { raffleOutcome } from '../../src/raffles/rules.ts';

const person = (id: number, position: number) => ({
  id,
  username: `m${id}`,
  display_name: `M ${id}`,
  avatar_url: '',
  kick_username: null,
  role: 'Member' as const,
  position,
});
const tickets = (total: number) => ({ passwordless: total > 0, password: false, points: 0, total });
const raffle = (over: Partial<Parameters<typeof raffleOutcome>[0]> = {}) => ({
  is_cancelled: false,
  drawn_at: '2026-12-01T12:00:00.000Z',
  winners: [person(7, 1), person(3, 2)],
  user_entries: tickets(2),
  ...over,
});

describe('a raffle’s outcome', () => {
  it('is open (chances stand) until the draw, even past the end time', () => {
    expect(raffleOutcome(raffle({ drawn_at: null, winners: [] }), 3)).toEqual({ kind: 'open' });
  });

  it('is cancelled for everyone, drawn or not', () => {
    expect(raffleOutcome(raffle({ is_cancelled: true, drawn_at: null }), 3)).toEqual({ kind: 'cancelled' });
    expect(raffleOutcome(raffle({ is_cancelled: true }), null)).toEqual({ kind: 'cancelled' });
  });

  it('once drawn, gives a winner their place and a member who held tickets none', () => {
    expect(raffleOutcome(raffle(), 3)).toEqual({ kind: 'drawn', winners: 2, place: 2, entered: true });
    expect(raffleOutcome(raffle(), 5)).toEqual({ kind: 'drawn', winners: 2, place: null, entered: true });
  });

  it('once drawn, has no result of their own for a visitor or a member without a ticket', () => {
    expect(raffleOutcome(raffle({ user_entries: tickets(0) }), 5)).toMatchObject({ entered: false });
    expect(raffleOutcome(raffle({ user_entries: tickets(0) }), null)).toMatchObject({
      place: null,
      entered: false,
    });
  });
});
