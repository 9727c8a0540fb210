import { describe, expect, it } from 'vitest';
import { isoToUtcInput, utcInputToIso } from '@/lib/datetime.ts';

describe('datetime-local values, read in UTC (decision 053)', () => {
  it('turns a date and time into a UTC ISO datetime, and back, whatever the browser’s zone', () => {
    expect(utcInputToIso('2030-03-31T23:59')).toBe('2030-03-31T23:59:00Z');
    expect(isoToUtcInput('2030-03-31T23:59:00Z')).toBe('2030-03-31T23:59');
    expect(isoToUtcInput('2030-04-01T01:59:00+02:00')).toBe('2030-03-31T23:59');
  });

  it('refuses what is not a date and time, or a day that does not exist', () => {
    expect(utcInputToIso('')).toBeNull();
    expect(utcInputToIso('31/03/2030 23:59')).toBeNull();
    expect(utcInputToIso('2030-02-30T10:00')).toBeNull();
    expect(isoToUtcInput('nope')).toBe('');
  });
});
