import { describe, expect, it } from 'vitest';
import { canProcessRedemption, canRefundRedemption, isOwnRedemption } from '../../src/store/redemptions.ts';
import { redemptionStatuses } from '../../src/store/schemas.ts';

describe('redemption queue transitions', () => {
  it('processes only a pending redemption', () => {
    expect(redemptionStatuses.filter(canProcessRedemption)).toEqual(['pending']);
  });

  it('refunds a pending or processed redemption, but never twice', () => {
    expect(redemptionStatuses.filter(canRefundRedemption)).toEqual(['pending', 'processed']);
  });
});

describe('staff never serve themselves', () => {
  it('marks a redemption as the viewer’s own only when they bought it', () => {
    expect(isOwnRedemption(7, 7)).toBe(true);
    expect(isOwnRedemption(7, 8)).toBe(false);
    expect(isOwnRedemption(7, null)).toBe(false);
    expect(isOwnRedemption(7, undefined)).toBe(false);
  });
});
