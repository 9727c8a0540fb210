import { describe, expect, it } from 'vitest';
import { parsePrizes, periodStatus, prizeText } from '@/features/leaderboard/admin/period-text.ts';
import { applyPickedHex, parseColour, toHex } from '@/lib/colour.ts';
import { isoToLocalInput, localInputToIso } from '@/lib/datetime.ts';
import { moveId, orderBy } from '@/lib/reorder.ts';

describe('theme colours', () => {
  it('reads every colour form the theme schema accepts', () => {
    expect(parseColour('#a78bfa')).toEqual({ r: 167, g: 139, b: 250, a: 1 });
    expect(parseColour('#fff')).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    expect(parseColour('#00000080')?.a).toBeCloseTo(0.5, 2);
    expect(parseColour('rgba(30, 41, 59, 0.7)')).toEqual({ r: 30, g: 41, b: 59, a: 0.7 });
    expect(parseColour('rgb(30 41 59 / 50%)')).toEqual({ r: 30, g: 41, b: 59, a: 0.5 });
    expect(toHex(parseColour('hsl(0, 100%, 50%)')!)).toBe('#ff0000');
    expect(parseColour('red')).toBeNull();
  });

  it('keeps the alpha of a translucent colour when a new colour is picked', () => {
    expect(applyPickedHex('rgba(30, 41, 59, 0.7)', '#ff0000')).toBe('rgba(255, 0, 0, 0.7)');
    expect(applyPickedHex('#a78bfa', '#ff0000')).toBe('#ff0000');
    expect(applyPickedHex('not a colour', '#ff0000')).toBe('#ff0000');
  });
});

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

describe('reordering', () => {
  it('moves an id one place and refuses to move past either end', () => {
    expect(moveId([1, 2, 3], 3, 'up')).toEqual([1, 3, 2]);
    expect(moveId([1, 2, 3], 1, 'down')).toEqual([2, 1, 3]);
    expect(moveId([1, 2, 3], 1, 'up')).toBeNull();
    expect(moveId([1, 2, 3], 3, 'down')).toBeNull();
  });

  it('puts items in the order of the ids', () => {
    const items = [{ id: 1 }, { id: 2 }, { id: 3 }];
    expect(orderBy(items, [3, 1, 2]).map((i) => i.id)).toEqual([3, 1, 2]);
  });
});

describe('leaderboard prizes and periods', () => {
  it('reads prize rows as amounts and flags the rows that are not', () => {
    expect(parsePrizes(['1,000', '250.50', ' 5 '])).toEqual({ prizes: [1000, 250.5, 5], errors: {} });
    expect(parsePrizes(['100', 'abc', '']).errors).toEqual({
      'prizes.1': 'Enter an amount such as 100 or 12.50',
      'prizes.2': 'Enter an amount such as 100 or 12.50',
    });
    expect(prizeText(250.5)).toBe('250.50');
    expect(prizeText(1000)).toBe('1000');
  });

  it('says how long the current period has left, or that it ended', () => {
    const now = Date.parse('2030-01-01T00:00:00Z');
    const period = (ends_at: string) => ({ id: 1, starts_at: '2029-12-01T00:00:00Z', ends_at, players: 3 });
    expect(periodStatus(period('2030-01-04T05:00:00Z'), now)).toEqual({
      ended: false,
      text: 'Ends in 3d 5h',
    });
    expect(periodStatus(period('2030-01-01T02:30:00Z'), now)).toEqual({
      ended: false,
      text: 'Ends in 2h 30m',
    });
    expect(periodStatus(period('2030-01-01T00:00:30Z'), now)).toEqual({ ended: false, text: 'Ends in 1m' });
    expect(periodStatus(period('2029-12-31T00:00:00Z'), now)).toEqual({ ended: true, text: 'Ended' });
  });
});
