import { describe, expect, it } from 'vitest';
import { endsAfterStart, firstPeriod, nextBoundary, nextPeriod } from '../../src/leaderboard/periods.ts';

const utc = (s: string) => new Date(`${s}Z`);

describe('leaderboard periods', () => {
  it('rolls a monthly board over to the next calendar month', () => {
    expect(nextPeriod('monthly', utc('2026-12-01T00:00:00'))).toEqual({
      start: utc('2026-12-01T00:00:00'),
      end: utc('2027-01-01T00:00:00'),
    });
  });

  it('waits for the next boundary after a period an admin ended early', () => {
    const next = nextPeriod('monthly', utc('2026-11-25T18:00:00'));
    expect(next?.start).toEqual(utc('2026-12-01T00:00:00'));
  });

  it('runs weekly boards Monday to Monday and bi-weekly ones for 14 days', () => {
    // 2026-11-23 is a Monday.
    expect(nextBoundary('weekly', utc('2026-11-21T10:00:00'))).toEqual(utc('2026-11-23T00:00:00'));
    expect(nextPeriod('weekly', utc('2026-11-23T00:00:00'))?.end).toEqual(utc('2026-11-30T00:00:00'));
    expect(nextPeriod('biweekly', utc('2026-11-23T00:00:00'))?.end).toEqual(utc('2026-12-07T00:00:00'));
  });

  it('does not roll custom boards over: an admin starts the next period', () => {
    expect(nextPeriod('custom', utc('2026-11-23T00:00:00'))).toBeNull();
  });

  it('starts a new board now and ends it at the next boundary', () => {
    const now = utc('2026-11-21T10:00:00');
    expect(firstPeriod('monthly', now)).toEqual({ start: now, end: utc('2026-12-01T00:00:00') });
    expect(firstPeriod('weekly', now).end).toEqual(utc('2026-11-23T00:00:00'));
    expect(firstPeriod('weekly', utc('2026-11-23T00:00:00')).end).toEqual(utc('2026-11-30T00:00:00'));
  });
});

describe('a new period’s end', () => {
  const now = Date.parse('2026-11-21T10:00:00Z');

  it('must come after its start', () => {
    const starts_at = '2026-11-23T00:00:00Z';
    expect(endsAfterStart({ starts_at, ends_at: '2026-11-30T00:00:00Z' }, now)).toBe(true);
    expect(endsAfterStart({ starts_at, ends_at: starts_at }, now)).toBe(false);
  });

  it('must be in the future when the period starts now', () => {
    expect(endsAfterStart({ ends_at: '2026-11-21T10:00:01Z' }, now)).toBe(true);
    expect(endsAfterStart({ ends_at: '2026-11-21T10:00:00Z' }, now)).toBe(false);
  });
});
