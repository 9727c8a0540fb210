import { describe, expect, it } from 'vitest';
import { randomToken } from '../../src/lib/random-token.ts';

describe('randomToken', () => {
  it('gives distinct base64url tokens of the asked length, across many blocks', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const token = randomToken(32);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      seen.add(token);
    }
    expect(seen.size).toBe(2000);
    expect(randomToken(24)).toHaveLength(32);
  });

  it('refuses more than one block at once', () => {
    expect(() => randomToken(8193)).toThrow(RangeError);
  });
});
