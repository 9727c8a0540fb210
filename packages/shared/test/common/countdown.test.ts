import { describe, expect, it } from 'vitest';
import { countdown, pad2 } from '../../src/common/countdown.ts';

describe('countdown', () => {
  const now = Date.UTC(2026, 10, 21, 12, 0, 0);

  it('splits the time left into days, hours, minutes and seconds', () => {
    const end = now + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000;
    expect(countdown(end, now)).toEqual({ ended: false, days: 2, hours: 3, minutes: 4, seconds: 5 });
  });

  it('is ended at zero and below', () => {
    expect(countdown(now, now).ended).toBe(true);
    expect(countdown(now - 5000, now)).toEqual({ ended: true, days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('is ended when the board has no period', () => {
    expect(countdown(null, now).ended).toBe(true);
  });

  it('counts down one second per tick', () => {
    const end = now + 61_000;
    expect(countdown(end, now)).toMatchObject({ minutes: 1, seconds: 1 });
    expect(countdown(end, now + 1000)).toMatchObject({ minutes: 1, seconds: 0 });
    expect(countdown(end, now + 2000)).toMatchObject({ minutes: 0, seconds: 59 });
  });

  it('pads two digits', () => {
    expect(pad2(3)).toBe('03');
    expect(pad2(42)).toBe('42');
  });
});
