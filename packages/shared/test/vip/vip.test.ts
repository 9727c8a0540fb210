import { describe, expect, it } from 'vitest';
import { canDecidePayout, isOwnPayout, payoutStatusLabel } from '../../src/payouts/rules.ts';
import {
  favoritePlatform,
  showClaimButton,
  vipProgress,
  vipRewardLabel,
  vipTierFlags,
  vipTierStatus,
} from '../../src/vip/rules.ts';
import { vipTierCreateSchema, vipTierInputSchema } from '../../src/vip/schemas.ts';

describe('VIP tier status (SPEC §4)', () => {
  it('is Claimed if already_claimed, whatever can_claim says', () => {
    expect(vipTierStatus({ already_claimed: true, can_claim: false })).toBe('Claimed');
    expect(vipTierStatus({ already_claimed: true, can_claim: true })).toBe('Claimed');
  });
  it('is Available if it can be claimed, otherwise Locked', () => {
    expect(vipTierStatus({ already_claimed: false, can_claim: true })).toBe('Available');
    expect(vipTierStatus({ already_claimed: false, can_claim: false })).toBe('Locked');
  });
  it('shows the Claim button only when can_claim and not already_claimed', () => {
    expect(showClaimButton({ already_claimed: false, can_claim: true })).toBe(true);
    expect(showClaimButton({ already_claimed: true, can_claim: true })).toBe(false);
    expect(showClaimButton({ already_claimed: false, can_claim: false })).toBe(false);
  });
});

describe('VIP tier flags (SPEC §3)', () => {
  it('is eligible at or above the required wager, claimable when eligible and not yet claimed', () => {
    expect(vipTierFlags(1000, 1000, false)).toEqual({
      eligible: true,
      can_claim: true,
      already_claimed: false,
    });
    expect(vipTierFlags(999.99, 1000, false)).toEqual({
      eligible: false,
      can_claim: false,
      already_claimed: false,
    });
    expect(vipTierFlags(5000, 1000, true)).toEqual({
      eligible: true,
      can_claim: false,
      already_claimed: true,
    });
    expect(vipTierFlags(0, 0, false).can_claim).toBe(true);
  });
});

describe('VIP progress (SPEC §4)', () => {
  it("reads 'Complete' at 100 percent when eligible", () => {
    expect(vipProgress(5000, 1000, true)).toEqual({ percent: 100, label: 'Complete' });
    expect(vipProgress(1000, 1000, true)).toEqual({ percent: 100, label: 'Complete' });
  });
  it('is wagered over required otherwise, capped at 100 and rounded down in the label', () => {
    expect(vipProgress(250, 1000, false)).toEqual({ percent: 25, label: '25%' });
    expect(vipProgress(0, 1000, false)).toEqual({ percent: 0, label: '0%' });
    expect(vipProgress(333, 1000, false).label).toBe('33%');
    expect(vipProgress(999.9, 1000, false).label).toBe('99%');
    // Flags from an older read can disagree with the amounts: the bar still never passes 100.
    expect(vipProgress(2000, 1000, false).percent).toBe(100);
    expect(vipProgress(-5, 1000, false).percent).toBe(0);
  });
  it('treats a tier that needs no wager as complete', () => {
    expect(vipProgress(0, 0, false)).toEqual({ percent: 100, label: 'Complete' });
  });
});

describe('VIP rewards and the favourite platform', () => {
  it('shows cash as USD without decimals and other rewards as Points (SPEC §9)', () => {
    expect(vipRewardLabel('cash', 1000)).toBe('$1,000');
    expect(vipRewardLabel('cash', 49.99)).toBe('$50');
    expect(vipRewardLabel('points', 2500)).toBe('2,500 Points');
  });
  it('picks the most wagered platform, the earlier on a tie, none when nothing was wagered', () => {
    const p = (name: string, wagered: number) => ({ name, wagered });
    expect(favoritePlatform([p('A', 10), p('B', 30), p('C', 30)])?.name).toBe('B');
    expect(favoritePlatform([p('A', 0), p('B', 0)])).toBeNull();
    expect(favoritePlatform([])).toBeNull();
  });
});

describe('tier input', () => {
  const tier = {
    name: 'Gold',
    description: '',
    image: '',
    min_wagered: 50_000,
    reward_type: 'cash',
    reward_amount: 50.25,
  };
  it('takes cents for cash and whole points only for points', () => {
    expect(vipTierInputSchema.parse(tier)).toMatchObject({ image: null, reward_amount: 50.25 });
    expect(vipTierInputSchema.safeParse({ ...tier, reward_type: 'points' }).success).toBe(false);
    expect(vipTierInputSchema.safeParse({ ...tier, reward_type: 'points', reward_amount: 50 }).success).toBe(
      true,
    );
  });
  it('is strict and bounded', () => {
    expect(vipTierInputSchema.safeParse({ ...tier, platform_id: 1 }).success).toBe(false);
    expect(vipTierCreateSchema.safeParse({ ...tier, platform_id: 1 }).success).toBe(true);
    expect(vipTierCreateSchema.safeParse({ ...tier, platform_id: '1' }).success).toBe(false);
    expect(vipTierInputSchema.safeParse({ ...tier, min_wagered: -1 }).success).toBe(false);
    expect(vipTierInputSchema.safeParse({ ...tier, reward_amount: 0 }).success).toBe(false);
    expect(vipTierInputSchema.safeParse({ ...tier, name: 'a\u0000b' }).success).toBe(false);
  });
});

describe('payout rules', () => {
  it('labels the states and lets only a pending payout be decided, never by its member', () => {
    expect(['pending', 'paid', 'rejected'].map((s) => payoutStatusLabel(s as 'paid'))).toEqual([
      'Pending',
      'Paid',
      'Rejected',
    ]);
    expect(canDecidePayout('pending')).toBe(true);
    expect(canDecidePayout('paid')).toBe(false);
    expect(canDecidePayout('rejected')).toBe(false);
    expect(isOwnPayout(3, 3)).toBe(true);
    expect(isOwnPayout(3, 4)).toBe(false);
  });
});
