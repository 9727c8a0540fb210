import { describe, expect, it } from 'vitest';
import { isoToLocalInput, localInputToIso } from '@/lib/datetime.ts';

describe('datetime-local values', () => {
  it('turns a local date and time into an ISO datetime with the offset, and back', () => {
    const iso = localInputToIso('2030-03-31T23:59');
    expect(iso).toMatch(/^2030-03-31T23:59:00[+-]\d{2}:\d{2}$/);
    expect(new Date(iso!).getTime()).toBe(new Date(2030, 2, 31, 23, 59).getTime());
    expect(isoToLocalInput(iso!)).toBe('2030-03-31T23:59');
  });

  it('refuses what is not a date and time', () => {
    expect(localInputToIso('')).toBeNull();
    expect(localInputToIso('31/03/2030 23:59')).toBeNull();
    expect(isoToLocalInput('nope')).toBe('');
  });
});
