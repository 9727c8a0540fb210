import { describe, expect, it } from 'vitest';
import { raffleErrors } from '../../src/raffles/errors.ts';
import { raffleMessages } from '../../src/raffles/messages.ts';
import { type EntryRefusal, entryRefusalError } from '../../src/raffles/rules.ts';

const figures = { perEntry: 25, maxTickets: 4 };
const refusals: EntryRefusal[] = [
  'login_required',
  'kick_required',
  'ended',
  'not_accepting',
  'method_not_allowed',
  'already_entered_free',
  'already_entered_password',
  'password_required',
  'points_not_multiple',
  'too_many_tickets',
  'ticket_limit',
];

describe('a refusal of the entry rule in words (one place for the server and the entry panel)', () => {
  it('is its catalogue entry, in SPEC §5 words for signing in and the Kick link', () => {
    expect(entryRefusalError('login_required', figures)).toEqual({
      entry: raffleErrors.loginRequired,
      message: 'Please log in to enter raffles',
    });
    expect(entryRefusalError('kick_required', figures).message).toBe(
      'You need a Kick username to enter raffles. Please update your profile.',
    );
    expect(entryRefusalError('login_required', figures).entry.code).toBe('unauthorized');
  });

  it('names the price, the per-request cap and the member limit in the points refusals', () => {
    expect(entryRefusalError('points_not_multiple', figures).message).toBe(
      'Spend a multiple of 25 points (one ticket each).',
    );
    expect(entryRefusalError('too_many_tickets', figures).message).toBe(
      'You can buy at most 1,000 tickets at once.',
    );
    expect(entryRefusalError('ticket_limit', figures).message).toBe(
      'You can hold at most 4 points tickets in this raffle.',
    );
    for (const refusal of ['points_not_multiple', 'too_many_tickets', 'ticket_limit'] as const) {
      expect(entryRefusalError(refusal, figures).entry.field).toBe('points_spent');
    }
    expect(entryRefusalError('password_required', figures).entry.field).toBe('password');
  });

  it('tells the end of a cancelled raffle as its cancellation, with the same code', () => {
    const cancelled = entryRefusalError('ended', { ...figures, cancelled: true });
    expect(cancelled).toEqual({ entry: raffleErrors.ended, message: raffleMessages.cancelled });
    expect(entryRefusalError('ended', figures).message).toBe('This raffle has ended.');
  });

  it('words every refusal, each with its own code (but the common sign-in and password ones)', () => {
    const codes = refusals.map((r) => entryRefusalError(r, figures).entry.code);
    expect(new Set(codes).size).toBe(refusals.length);
    for (const refusal of refusals) expect(entryRefusalError(refusal, figures).message).not.toBe('');
  });
});
