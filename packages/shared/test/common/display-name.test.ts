import { describe, expect, it } from 'vitest';
import { displayName } from '../../src/common/display-name.ts';

describe('display name', () => {
  it('is the member’s name, trimmed', () => {
    expect(displayName({ name: '  Lucky Lena ', username: 'lucky_lena' })).toBe('Lucky Lena');
  });

  it('falls back to the username when the name is missing or blank', () => {
    expect(displayName({ name: null, username: 'lucky_lena' })).toBe('lucky_lena');
    expect(displayName({ name: undefined, username: 'lucky_lena' })).toBe('lucky_lena');
    expect(displayName({ name: '   ', username: 'lucky_lena' })).toBe('lucky_lena');
  });
});
