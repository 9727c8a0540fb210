import { prizeIssues, prizeLabel } from '@podium/shared/common/prizes';
import { lockedChanges, lockedFieldMessages, type RaffleTerms } from '@podium/shared/raffles/edits';
import { describe, expect, it } from 'vitest';

const terms: RaffleTerms = {
  start_datetime: '2026-11-20T10:00:00.000Z',
  end_datetime: '2026-11-27T10:00:00.000Z',
  allow_passwordless_entry: true,
  allow_points_entry: true,
  points_per_entry: null,
  max_tickets_per_member: 5,
  has_password_entry: false,
};

describe('what entries fix (decision 044)', () => {
  it('names each paid-for setting an edit would change, and nothing else', () => {
    expect(lockedChanges(terms, { ...terms })).toEqual({});
    // The same instant in another offset, and null ↔ 1 point, are no change; a later end is fine.
    expect(
      lockedChanges(terms, {
        ...terms,
        start_datetime: '2026-11-20T11:00:00+01:00',
        points_per_entry: 1,
        end_datetime: '2026-12-01T10:00:00.000Z',
      }),
    ).toEqual({});
    expect(
      lockedChanges(terms, {
        ...terms,
        start_datetime: '2026-11-21T10:00:00.000Z',
        end_datetime: '2026-11-26T10:00:00.000Z',
        allow_passwordless_entry: false,
        points_per_entry: 10,
        max_tickets_per_member: null,
        has_password_entry: true,
      }),
    ).toEqual({
      start_datetime: lockedFieldMessages.start_datetime,
      end_datetime: lockedFieldMessages.end_datetime,
      allow_passwordless_entry: lockedFieldMessages.allow_passwordless_entry,
      points_per_entry: lockedFieldMessages.points_per_entry,
      max_tickets_per_member: lockedFieldMessages.max_tickets_per_member,
      password: lockedFieldMessages.password,
    });
  });

  it('ignores the price and limit of a raffle without points entry before and after', () => {
    const noPoints = { ...terms, allow_points_entry: false };
    expect(
      lockedChanges(noPoints, { ...noPoints, points_per_entry: 50, max_tickets_per_member: null }),
    ).toEqual({});
  });
});

describe('a prize as typed', () => {
  it('needs dollars for cash, whole points for points, words for custom', () => {
    expect(prizeIssues({ prize_type: 'cash', prize_value: 50.5, description: '' })).toEqual([]);
    expect(prizeIssues({ prize_type: 'cash', prize_value: 0.001, description: '' })).toHaveLength(1);
    expect(prizeIssues({ prize_type: 'points', prize_value: 2.5, description: '' })).toHaveLength(1);
    expect(prizeIssues({ prize_type: 'custom', prize_value: null, description: '' })).toEqual([
      { path: 'description', message: 'A custom prize needs a description' },
    ]);
    expect(prizeLabel({ prize_type: 'cash', prize_value: 50, description: 'Casino tip' })).toBe(
      '$50.00 — Casino tip',
    );
    expect(prizeLabel({ prize_type: 'points', prize_value: 1500, description: '' })).toBe('1,500 points');
  });
});
