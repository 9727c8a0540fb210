import { describe, expect, it } from 'vitest';
import { findUserByUsername } from '../../src/features/users/users.repository.ts';
import { vipRewardsFor } from '../../src/features/vip/vip.usecases.ts';
import { seedDemoIfEmpty } from '../../src/seed/demo.ts';
import { useTestApp } from '../helpers/app.ts';

const ctx = useTestApp();

describe('VIP demo content', () => {
  it('gives every demo platform five tiers and the demo member progress on Roobet and Gamdom', async () => {
    await seedDemoIfEmpty(ctx.db);
    const member = (await findUserByUsername(ctx.db, 'member'))!;
    expect([member.crypto, member.crypto2, member.crypto3]).toEqual(['member_roobet', 'member_gamdom', null]);
    const data = await vipRewardsFor(ctx.db, member.id);
    expect(Object.keys(data.tiers_by_platform)).toEqual(['Roobet', 'Gamdom', 'Shuffle']);
    expect(data.user_stats).toEqual({
      total_wagered: 27_656.78,
      favorite_platform: { name: 'Roobet' },
      total_claimed: 0,
    });
    const roobet = data.tiers_by_platform.Roobet!;
    expect(roobet.platform.image).toBe('/affiliates/roobet.svg');
    expect(roobet.tiers.map((t) => [t.name, t.can_claim])).toEqual([
      ['Bronze', true],
      ['Silver', true],
      ['Gold', false],
      ['Platinum', false],
      ['Diamond', false],
    ]);
    expect(data.tiers_by_platform.Gamdom!.tiers.filter((t) => t.can_claim).map((t) => t.name)).toEqual([
      'Bronze',
    ]);
    expect(data.tiers_by_platform.Shuffle!.user_wagered).toBe(0);
  });
});
