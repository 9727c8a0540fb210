import { describe, expect, it } from 'vitest';
import { readTypedNumber, typedNumberField, typedNumberMessages } from '../../src/common/typed-number.ts';

describe('numbers as people type them', () => {
  it.each([
    ['1250', 1250],
    ['1,250.50', 1250.5],
    [' 12.5 ', 12.5],
    ['.5', 0.5],
    ['0', 0],
    ['-20', -20],
    ['1,000,000', 1_000_000],
  ])('reads %j as %d', (text, value) => {
    expect(readTypedNumber(text)).toEqual({ ok: true, value });
  });

  it.each([
    '1e3',
    '1E3',
    '0x10',
    'abc',
    '12abc',
    'Infinity',
    '1,25',
    '1,2345',
    '1.2.3',
    '--1',
    '1 000',
    '$5',
  ])('refuses %j', (text) => {
    expect(readTypedNumber(text)).toEqual({ ok: false, message: typedNumberMessages.notANumber });
  });

  it('an empty required field is an error, an empty optional one is null', () => {
    expect(readTypedNumber('  ')).toEqual({ ok: false, message: typedNumberMessages.required });
    expect(readTypedNumber('', { required: false })).toEqual({ ok: true, value: null });
  });

  it('whole numbers refuse decimals', () => {
    expect(readTypedNumber('1,250', { whole: true })).toEqual({ ok: true, value: 1250 });
    expect(readTypedNumber('12.5', { whole: true })).toEqual({
      ok: false,
      message: typedNumberMessages.notWhole,
    });
    expect(readTypedNumber('abc', { whole: true })).toEqual({
      ok: false,
      message: typedNumberMessages.notWhole,
    });
  });

  it('a refused field sends NaN with its message, so the schema refuses it too', () => {
    const field = typedNumberField('1e3');
    expect(field.value).toBeNaN();
    expect(field.error).toBe(typedNumberMessages.notANumber);
    expect(typedNumberField('1,250.50')).toEqual({ value: 1250.5, error: null });
  });
});
