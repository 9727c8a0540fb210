import { describe, expect, it } from 'vitest';
import { decimalToCents, maskPlayerName, wholeCents } from '../../src/wager-feeds/amounts.ts';

describe('decimalToCents: casino amounts to integer cents without float drift', () => {
  it('reads decimal strings and numbers digit by digit', () => {
    expect(decimalToCents('1234.56')).toBe(123_456);
    expect(decimalToCents('9876.5')).toBe(987_650);
    expect(decimalToCents('120')).toBe(12_000);
    expect(decimalToCents('.5')).toBe(50);
    expect(decimalToCents(0.1 + 0.2)).toBe(30);
    expect(decimalToCents(1.005)).toBe(101); // 1.005 * 100 in floats is 100.49999…
    expect(decimalToCents('0.29')).toBe(29);
    expect(decimalToCents(4.35)).toBe(435);
    expect(decimalToCents('1e3')).toBe(100_000);
    expect(decimalToCents(1.5e-7)).toBe(0);
    expect(decimalToCents(' 42.999 ')).toBe(4300);
  });

  it('rounds half a cent up', () => {
    expect(decimalToCents('0.005')).toBe(1);
    expect(decimalToCents('0.0049')).toBe(0);
  });

  it('refuses what is not a finite non-negative amount in the safe range', () => {
    for (const bad of ['', 'abc', '-5', '1,000', '1.2.3', '0x10', 'NaN', '1e400', '.', '$5'])
      expect(decimalToCents(bad), bad).toBeNull();
    expect(decimalToCents(Number.NaN)).toBeNull();
    expect(decimalToCents(Number.POSITIVE_INFINITY)).toBeNull();
    expect(decimalToCents(-1)).toBeNull();
    expect(decimalToCents('90071992547409.92')).toBeNull();
    expect(decimalToCents('90071992547409.91')).toBe(Number.MAX_SAFE_INTEGER);
    expect(decimalToCents('90071992547409.91'.slice(0, -1))).toBe(9_007_199_254_740_990);
  });

  it('wholeCents takes only whole, safe, non-negative cents', () => {
    expect(wholeCents(1234)).toBe(1234);
    expect(wholeCents('1234')).toBe(1234);
    expect(wholeCents(12.5)).toBeNull();
    expect(wholeCents(-1)).toBeNull();
    expect(wholeCents('12.5')).toBeNull();
  });
});

describe('maskPlayerName (SPEC: 3 characters or fewer keep the first; longer keep the first two and the last)', () => {
  it('masks', () => {
    expect(maskPlayerName('Al')).toBe('A*');
    expect(maskPlayerName('Bob')).toBe('B**');
    expect(maskPlayerName('A')).toBe('A*');
    expect(maskPlayerName('Dave')).toBe('Da*e');
    expect(maskPlayerName('SecretShark')).toBe('Se******k');
    expect(maskPlayerName('  ')).toBe('Hidden player');
  });
});
