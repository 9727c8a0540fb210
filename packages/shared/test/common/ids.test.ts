import { describe, expect, it } from 'vitest';
import { idParamSchema, idSchema, intParam, MAX_INT32 } from '../../src/common/ids.ts';

describe('idSchema (JSON bodies)', () => {
  it('takes a positive whole number up to the integer column', () => {
    expect(idSchema.parse(1)).toBe(1);
    expect(idSchema.parse(MAX_INT32)).toBe(MAX_INT32);
  });

  it('coerces nothing and refuses out-of-range numbers', () => {
    for (const value of [true, false, null, '5', '', [5], 0, -1, 1.5, MAX_INT32 + 1, 1e10, Number.NaN]) {
      expect(idSchema.safeParse(value).success, String(value)).toBe(false);
    }
  });
});

describe('idParamSchema and intParam (paths and query strings)', () => {
  it('reads digits as a number within bounds', () => {
    expect(idParamSchema.parse('42')).toBe(42);
    expect(idParamSchema.parse(String(MAX_INT32))).toBe(MAX_INT32);
    expect(intParam({ min: 1, max: 10 }).parse('10')).toBe(10);
  });

  it('refuses anything but digits: signs, decimals, exponents, spaces, hex, repeated keys', () => {
    for (const value of ['', ' 1', '1 ', '+1', '-1', '1.0', '1e3', '0x10', 'abc', '٣', ['1', '2'], 5]) {
      expect(idParamSchema.safeParse(value).success, JSON.stringify(value)).toBe(false);
    }
  });

  it('refuses 0 as an id, and numbers past the bounds', () => {
    expect(idParamSchema.safeParse('0').success).toBe(false);
    expect(idParamSchema.safeParse(String(MAX_INT32 + 1)).success).toBe(false);
    expect(idParamSchema.safeParse('99999999999').success).toBe(false);
    expect(intParam({ min: 1, max: 10 }).safeParse('11').success).toBe(false);
  });
});
