import { describe, expect, it } from 'vitest';
import { lastActiveLabel } from '../../src/common/last-active.ts';

const NOW = Date.parse('2026-11-21T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('last active (SPEC §9)', () => {
  it('says Just now under a minute', () => {
    expect(lastActiveLabel(ago(59_000), NOW)).toBe('Just now');
  });

  it('counts minutes, hours and days, singular and plural', () => {
    expect(lastActiveLabel(ago(MINUTE), NOW)).toBe('1 minute ago');
    expect(lastActiveLabel(ago(59 * MINUTE), NOW)).toBe('59 minutes ago');
    expect(lastActiveLabel(ago(HOUR), NOW)).toBe('1 hour ago');
    expect(lastActiveLabel(ago(23 * HOUR), NOW)).toBe('23 hours ago');
    expect(lastActiveLabel(ago(DAY), NOW)).toBe('1 day ago');
    expect(lastActiveLabel(ago(7 * DAY), NOW)).toBe('7 days ago');
  });

  it('shows the date (in the viewer’s time zone) after seven days', () => {
    expect(lastActiveLabel(ago(8 * DAY), NOW)).toMatch(/^Nov 1[34], 2026$/);
  });

  it('says Never when there is no valid moment', () => {
    for (const missing of [null, undefined, '', 'not a date'])
      expect(lastActiveLabel(missing, NOW)).toBe('Never');
  });
});
