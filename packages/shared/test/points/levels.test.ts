import { describe, expect, it } from 'vitest';
import { DEFAULT_RANK, levelProgress, rankOrDefault, XP_PER_LEVEL } from '../../src/points/levels.ts';

describe('levels (SPEC §4/§9)', () => {
  it('starts at level 1 and goes up every 1000 xp', () => {
    expect(levelProgress(0).level).toBe(1);
    expect(levelProgress(XP_PER_LEVEL - 1).level).toBe(1);
    expect(levelProgress(XP_PER_LEVEL).level).toBe(2);
    expect(levelProgress(2_350).level).toBe(3);
  });

  it('fills the bar with the xp inside the current level', () => {
    expect(levelProgress(2_350)).toEqual({ level: 3, current: 350, needed: 1000, percent: 35 });
    expect(levelProgress(1_999).percent).toBe(99.9);
  });

  it('honours the profile’s xp_next_level as the size of the level, capping the bar at 100 %', () => {
    expect(levelProgress(2_350, 500)).toMatchObject({ current: 350, needed: 500, percent: 70 });
    expect(levelProgress(2_900, 500).percent).toBe(100);
    expect(levelProgress(2_350, 0).needed).toBe(XP_PER_LEVEL);
  });

  it('treats negative, fractional or missing xp as whole non-negative xp', () => {
    expect(levelProgress(-50)).toMatchObject({ level: 1, current: 0 });
    expect(levelProgress(1_500.9)).toMatchObject({ level: 2, current: 500 });
    expect(levelProgress(Number.NaN).level).toBe(1);
  });
});

describe('rank', () => {
  it('shows the rank when there is one, else 999', () => {
    expect(rankOrDefault(4)).toBe(4);
    for (const missing of [0, -1, null, undefined]) expect(rankOrDefault(missing)).toBe(DEFAULT_RANK);
    expect(DEFAULT_RANK).toBe(999);
  });
});
