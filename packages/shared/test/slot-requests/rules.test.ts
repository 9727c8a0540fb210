import { describe, expect, it } from 'vitest';
import { parseSr } from '../../src/slot-requests/chat.ts';
import {
  accountAgeDays,
  closestSlot,
  earnsReward,
  levelOfXp,
  multiplierHundredths,
} from '../../src/slot-requests/rules.ts';

const slots = ['Gates of Olympus 1000', 'Gates of Olympus', 'Sweet Bonanza', 'Big Bass Bonanza'].map(
  (name) => ({ name }),
);

describe('slot request rules', () => {
  it('matches the exact name in any case, else the closest starting with it, else containing it', () => {
    expect(closestSlot('gates of OLYMPUS', slots)?.name).toBe('Gates of Olympus');
    expect(closestSlot('gates', slots)?.name).toBe('Gates of Olympus');
    expect(closestSlot('bonanza', slots)?.name).toBe('Sweet Bonanza');
    expect(closestSlot('starburst', slots)).toBeNull();
    expect(closestSlot('  ', slots)).toBeNull();
  });

  it('reads !sr', () => {
    expect(parseSr('!sr Gates of Olympus ')).toEqual({ name: 'Gates of Olympus' });
    expect(parseSr('!SR mental')).toEqual({ name: 'mental' });
    expect(parseSr('!sr')).toBe('usage');
    expect(parseSr('!srx mental')).toBeNull();
    expect(parseSr('hello !sr mental')).toBeNull();
  });

  it('works out the multiplier, the reward, the level and the account age', () => {
    expect(multiplierHundredths(20, 2_000)).toBe(10_000);
    expect(multiplierHundredths(100, 9_999)).toBe(9_999);
    expect(multiplierHundredths(0, 100)).toBeNull();
    expect(earnsReward(10_000, { amount: 500, multiplierHundredths: 10_000 })).toBe(true);
    expect(earnsReward(9_999, { amount: 500, multiplierHundredths: 10_000 })).toBe(false);
    expect(earnsReward(20_000, { amount: 0, multiplierHundredths: 10_000 })).toBe(false);
    expect([levelOfXp(0), levelOfXp(999), levelOfXp(1_000)]).toEqual([1, 1, 2]);
    const day = 86_400_000;
    expect(accountAgeDays(new Date(0), new Date(7 * day - 1))).toBe(6);
    expect(accountAgeDays(new Date(0), new Date(7 * day))).toBe(7);
  });
});
