import { maskUsername } from '@podium/shared/common/mask-username';
import { describe, expect, it } from 'vitest';

describe('masked usernames (SPEC §9)', () => {
  it('keeps the first character of 3 or fewer, else the first two and the last', () => {
    expect(maskUsername('a')).toBe('a');
    expect(maskUsername('ab')).toBe('a*');
    expect(maskUsername('abc')).toBe('a**');
    expect(maskUsername('abcd')).toBe('ab*d');
    expect(maskUsername('lucky_lena')).toBe('lu*******a');
    expect(maskUsername('')).toBe('');
  });

  it('counts code points, so an emoji is one character', () => {
    expect(maskUsername('🎰ab')).toBe('🎰**');
    expect(maskUsername('ab🎰🎰x')).toBe('ab**x');
  });
});
