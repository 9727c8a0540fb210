import { describe, expect, it } from 'vitest';
import { safeNextPath } from '../../src/auth/schemas.ts';
import { defaultAvatarUrl } from '../../src/common/avatar.ts';
import { devLoginSchema } from '../../src/common/user.ts';

describe('default avatar', () => {
  it('picks one of five images by the id modulo 5', () => {
    expect(defaultAvatarUrl(10)).toBe('/avatars/default-0.svg');
    expect(defaultAvatarUrl(7)).toBe('/avatars/default-2.svg');
    expect(new Set([0, 1, 2, 3, 4, 5].map(defaultAvatarUrl)).size).toBe(5);
  });

  it('works for Discord snowflakes beyond 2^53', () => {
    expect(defaultAvatarUrl('80351110224678912')).toBe('/avatars/default-2.svg');
  });
});

describe('sign-in input', () => {
  it('accepts a plain username and refuses odd ones', () => {
    expect(devLoginSchema.safeParse({ username: 'lucky_lena' }).success).toBe(true);
    expect(devLoginSchema.safeParse({ username: 'a' }).success).toBe(false);
    expect(devLoginSchema.safeParse({ username: '<script>' }).success).toBe(false);
  });

  it('only returns to same-site paths after sign-in', () => {
    expect(safeNextPath('/leaderboard')).toBe('/leaderboard');
    expect(safeNextPath('//evil.example')).toBe('/');
    expect(safeNextPath('https://evil.example')).toBe('/');
    expect(safeNextPath('/\\evil')).toBe('/');
    expect(safeNextPath(undefined)).toBe('/');
  });

  it('refuses a destination that cannot go in a Location header (control or non-ASCII characters)', () => {
    expect(safeNextPath('/store?tab=history%20x')).toBe('/store?tab=history%20x');
    expect(safeNextPath('/a\u0000b')).toBe('/');
    expect(safeNextPath('/a\r\nSet-Cookie: x=1')).toBe('/');
    expect(safeNextPath('/profile/日本')).toBe('/');
  });
});
