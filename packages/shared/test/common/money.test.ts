import { describe, expect, it } from 'vitest';
import { amountToCents, centsToAmount, formatMoney } from '../../src/common/money.ts';

describe('formatMoney', () => {
  it('shows leaderboard money with 2 decimals and thousands separators', () => {
    expect(formatMoney(1234567.5)).toBe('$1,234,567.50');
    expect(formatMoney(0)).toBe('$0.00');
  });

  it('uses the board currency symbol', () => {
    expect(formatMoney(10, '€')).toBe('€10.00');
  });

  it('shows whole dollars where no decimals are wanted', () => {
    expect(formatMoney(2500.4, '$', 0)).toBe('$2,500');
  });

  it('rounds to the cent and keeps the sign in front', () => {
    expect(formatMoney(0.005)).toBe('$0.01');
    expect(formatMoney(-12.3)).toBe('-$12.30');
  });

  it('never prints NaN', () => {
    expect(formatMoney(Number.NaN)).toBe('$0.00');
  });

  it('converts between cents and amounts without float drift', () => {
    expect(amountToCents(19.99)).toBe(1999);
    expect(amountToCents(0.1 + 0.2)).toBe(30);
    expect(centsToAmount(1999)).toBe(19.99);
  });
});
