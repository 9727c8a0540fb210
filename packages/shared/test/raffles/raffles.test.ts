import { describe, expect, it } from 'vitest';
import { raffleInputSchema } from '../../src/raffles/admin.ts';
import { raffleMessages } from '../../src/raffles/messages.ts';
import {
  entryRefusal,
  freeEntryLabel,
  hasEntryMethod,
  pointsPerEntry,
  pointsTickets,
  raffleStatus,
  raffleStatusLabel,
  raffleTiming,
  searchEntries,
  winChance,
  winnersPreview,
} from '../../src/raffles/rules.ts';
import { raffleEnterSchema } from '../../src/raffles/schemas.ts';

const HOUR = 3_600_000;
const NOW = Date.parse('2026-12-01T12:00:00Z');

const open = {
  has_ended: false,
  is_accepting_entries: true,
  allow_passwordless_entry: true,
  allow_points_entry: true,
  has_password_entry: true,
  points_per_entry: 50,
  max_tickets_per_member: 10,
  user_entries: { passwordless: false, password: false, points: 0, total: 0 },
};
const linked = { kick_username: 'kicker' };

describe('raffle status', () => {
  const clock = {
    startsAtMs: NOW - HOUR,
    endsAtMs: NOW + HOUR,
    drawn: false,
    cancelled: false,
    paused: false,
  };

  it('accepts entries from the start until the end, unless paused', () => {
    expect(raffleTiming(clock, NOW)).toEqual({ has_ended: false, is_accepting_entries: true });
    expect(raffleTiming({ ...clock, paused: true }, NOW).is_accepting_entries).toBe(false);
    expect(raffleTiming(clock, NOW - 2 * HOUR)).toEqual({ has_ended: false, is_accepting_entries: false });
  });

  it('has ended at its end time, once drawn early, or cancelled', () => {
    expect(raffleTiming(clock, NOW + HOUR)).toEqual({ has_ended: true, is_accepting_entries: false });
    expect(raffleTiming({ ...clock, drawn: true }, NOW).has_ended).toBe(true);
    expect(raffleTiming({ ...clock, cancelled: true }, NOW).has_ended).toBe(true);
  });

  it('is Ended if has_ended, Active if accepting, otherwise Pending (Not Started on the detail page)', () => {
    expect(raffleStatus({ has_ended: true, is_accepting_entries: true })).toBe('ended');
    expect(raffleStatus({ has_ended: false, is_accepting_entries: true })).toBe('active');
    expect(raffleStatus({ has_ended: false, is_accepting_entries: false })).toBe('pending');
    expect(raffleStatusLabel('ended', 'card')).toBe('Ended');
    expect(raffleStatusLabel('active', 'detail')).toBe('Active');
    expect(raffleStatusLabel('pending', 'card')).toBe('Pending');
    expect(raffleStatusLabel('pending', 'detail')).toBe('Not Started');
  });
});

describe('win chance', () => {
  it("is the member's tickets over all entries, a percentage with 2 decimals", () => {
    expect(winChance(1, 3)).toBe('33.33');
    expect(winChance(2, 3)).toBe('66.67');
    expect(winChance(5, 5)).toBe('100.00');
    expect(winChance(1, 8)).toBe('12.50');
    expect(winChance(0, 10)).toBe('0.00');
    expect(winChance(0, 0)).toBe('0.00');
  });
});

describe('entry rules (SPEC §5)', () => {
  it('needs a signed-in member with a Kick username first', () => {
    expect(entryRefusal(open, null, { entry_type: 'passwordless' })).toBe('login_required');
    expect(entryRefusal(open, { kick_username: null }, { entry_type: 'passwordless' })).toBe('kick_required');
    expect(entryRefusal(open, { kick_username: '  ' }, { entry_type: 'passwordless' })).toBe('kick_required');
    expect(raffleMessages.loginRequired).toBe('Please log in to enter raffles');
    expect(raffleMessages.kickRequired).toBe(
      'You need a Kick username to enter raffles. Please update your profile.',
    );
  });

  it('takes entries only while the raffle accepts them', () => {
    const entry = { entry_type: 'passwordless' } as const;
    expect(entryRefusal({ ...open, has_ended: true }, linked, entry)).toBe('ended');
    expect(entryRefusal({ ...open, is_accepting_entries: false }, linked, entry)).toBe('not_accepting');
  });

  it('takes only the methods the raffle offers', () => {
    const closed = {
      ...open,
      allow_passwordless_entry: false,
      allow_points_entry: false,
      has_password_entry: false,
    };
    expect(entryRefusal(closed, linked, { entry_type: 'passwordless' })).toBe('method_not_allowed');
    expect(entryRefusal(closed, linked, { entry_type: 'points', points_spent: 50 })).toBe(
      'method_not_allowed',
    );
    expect(entryRefusal(closed, linked, { entry_type: 'password', password: 'x' })).toBe(
      'method_not_allowed',
    );
    expect(hasEntryMethod(closed)).toBe(false);
    expect(hasEntryMethod({ ...closed, has_password_entry: true })).toBe(true);
  });

  it('takes one free entry per member; then the button reads Already Entered (Free)', () => {
    const entered = { ...open, user_entries: { ...open.user_entries, passwordless: true } };
    expect(entryRefusal(open, linked, { entry_type: 'passwordless' })).toBeNull();
    expect(entryRefusal(entered, linked, { entry_type: 'passwordless' })).toBe('already_entered_free');
    expect(freeEntryLabel(entered.user_entries)).toBe('Already Entered (Free)');
    expect(freeEntryLabel(open.user_entries)).toBe('Enter for Free');
  });

  it('takes one password entry per member, and only a non-blank password', () => {
    const entered = { ...open, user_entries: { ...open.user_entries, password: true } };
    expect(entryRefusal(open, linked, { entry_type: 'password', password: 'word' })).toBeNull();
    expect(entryRefusal(open, linked, { entry_type: 'password', password: '   ' })).toBe('password_required');
    expect(entryRefusal(entered, linked, { entry_type: 'password', password: 'word' })).toBe(
      'already_entered_password',
    );
  });

  it('takes points in whole tickets (1 point each when the price is missing), within the ticket limit', () => {
    expect(pointsPerEntry({ points_per_entry: null })).toBe(1);
    expect(pointsTickets(150, 50)).toBe(3);
    expect(pointsTickets(149, 50)).toBeNull();
    expect(pointsTickets(0, 50)).toBeNull();
    expect(pointsTickets(-50, 50)).toBeNull();
    expect(entryRefusal(open, linked, { entry_type: 'points', points_spent: 500 })).toBeNull();
    expect(entryRefusal(open, linked, { entry_type: 'points', points_spent: 75 })).toBe(
      'points_not_multiple',
    );
    expect(entryRefusal(open, linked, { entry_type: 'points', points_spent: 550 })).toBe('ticket_limit');
    const holding = { ...open, user_entries: { ...open.user_entries, points: 8, total: 8 } };
    expect(entryRefusal(holding, linked, { entry_type: 'points', points_spent: 100 })).toBeNull();
    expect(entryRefusal(holding, linked, { entry_type: 'points', points_spent: 150 })).toBe('ticket_limit');
    const unlimited = { ...open, points_per_entry: null, max_tickets_per_member: null };
    expect(entryRefusal(unlimited, linked, { entry_type: 'points', points_spent: 7 })).toBeNull();
    expect(entryRefusal(unlimited, linked, { entry_type: 'points', points_spent: 1000 })).toBeNull();
    expect(entryRefusal(unlimited, linked, { entry_type: 'points', points_spent: 1001 })).toBe(
      'too_many_tickets',
    );
  });
});

describe('lists', () => {
  it('shows up to 3 winners, then and N more', () => {
    expect(winnersPreview([1, 2])).toEqual({ shown: [1, 2], more: 0 });
    expect(winnersPreview([1, 2, 3, 4, 5])).toEqual({ shown: [1, 2, 3], more: 2 });
    expect(raffleMessages.andMore(2)).toBe('and 2 more');
  });

  it('searches entries by name, username or Kick username, case-insensitively', () => {
    const user = (username: string, display_name: string, kick_username: string | null) => ({
      user: { id: 1, username, display_name, kick_username, avatar_url: '', role: 'Member' as const },
    });
    const entries = [user('lena', 'Lucky Lena', 'lena_k'), user('sam', 'Scatter Sam', null)];
    expect(searchEntries(entries, 'LUCKY')).toEqual([entries[0]]);
    expect(searchEntries(entries, 'lena_K')).toEqual([entries[0]]);
    expect(searchEntries(entries, ' sam ')).toEqual([entries[1]]);
    expect(searchEntries(entries, '')).toEqual(entries);
    expect(raffleMessages.noParticipantsMatching('zed')).toBe('No participants found matching "zed"');
  });
});

describe('request schemas', () => {
  it('takes a strict entry body and asks for what each method needs', () => {
    expect(raffleEnterSchema.parse({ entry_type: 'passwordless', kick_username: 'k' })).toEqual({
      entry_type: 'passwordless',
      kick_username: 'k',
    });
    expect(raffleEnterSchema.safeParse({ entry_type: 'passwordless', extra: 1 }).success).toBe(false);
    const noPassword = raffleEnterSchema.safeParse({ entry_type: 'password', password: '  ' });
    expect(noPassword.error?.issues[0]).toMatchObject({ path: ['password'], message: 'Enter the password' });
    const noPoints = raffleEnterSchema.safeParse({ entry_type: 'points' });
    expect(noPoints.error?.issues[0]?.path).toEqual(['points_spent']);
    for (const points_spent of [0, 1.5, -1, 2 ** 53, '10']) {
      expect(raffleEnterSchema.safeParse({ entry_type: 'points', points_spent }).success).toBe(false);
    }
    expect(raffleEnterSchema.safeParse({ entry_type: 'password', password: 'a\u0000b' }).success).toBe(false);
    expect(raffleEnterSchema.safeParse({ entry_type: 'lottery' }).success).toBe(false);
  });

  it('takes a raffle whose end is after its start, with bounded numbers', () => {
    const raffle = {
      title: 'Weekly',
      description: '',
      image: '',
      start_datetime: '2026-12-01T00:00:00Z',
      end_datetime: '2026-12-08T00:00:00Z',
      number_of_winners: 3,
      allow_passwordless_entry: true,
      allow_points_entry: false,
      points_per_entry: null,
      max_tickets_per_member: null,
    };
    expect(raffleInputSchema.parse(raffle).image).toBeNull();
    const backwards = raffleInputSchema.safeParse({ ...raffle, end_datetime: '2026-11-30T00:00:00Z' });
    expect(backwards.error?.issues[0]?.path).toEqual(['end_datetime']);
    for (const number_of_winners of [0, 101, 2.5]) {
      expect(raffleInputSchema.safeParse({ ...raffle, number_of_winners }).success).toBe(false);
    }
    expect(raffleInputSchema.safeParse({ ...raffle, title: ' ' }).success).toBe(false);
    expect(raffleInputSchema.safeParse({ ...raffle, password: '' }).success).toBe(false);
    expect(raffleInputSchema.parse({ ...raffle, password: null }).password).toBeNull();
  });
});
