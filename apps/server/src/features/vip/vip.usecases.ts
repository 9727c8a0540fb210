import { centsToAmount } from '@podium/shared/common/money';
import { favoritePlatform, vipTierFlags } from '@podium/shared/vip/rules';
import type { VipClaimResult, VipPlatformTiers, VipRewards } from '@podium/shared/vip/schemas';
import type { Db, DbOrTx } from '../../db/client.ts';
import { constraintError } from '../../db/constraints.ts';
import { AppError, unauthorized } from '../../lib/errors.ts';
import { heldAccountsOf, shareLockHeldAccount } from '../casino-accounts/casino-accounts.repository.ts';
import { accountOn, earningKeys } from '../casino-accounts/casino-accounts.usecases.ts';
import { lifetimeWagersCents } from '../leaderboard/member-wagers.repository.ts';
import { requestPayout } from '../payouts/payouts.usecases.ts';
import { applyLedgerEntry } from '../points/ledger.usecases.ts';
import { isActiveMember, lockMember, pointsOf } from '../users/users.repository.ts';
import { claimConstraints, vipErrors } from './vip.errors.ts';
import {
  accountClaimedTierIds,
  claimedTierIds,
  currentTiers,
  hasLiveAccountClaim,
  hasLiveClaim,
  insertClaim,
  rewardAmount,
  tierForClaim,
  vipPlatforms,
} from './vip.repository.ts';

/**
 * GET /api/r/vip-rewards for one member: their lifetime wager on each platform through the casino
 * account they hold there — verified accounts only (decision 042) —, each platform's current tiers
 * with the §3 flags, and the summary. A tier claimed for the account (by whoever held it) is claimed;
 * a platform whose account is not verified shows its tiers as needing verification. Platforms without
 * current tiers have no tab; their wagers still count in the summary.
 */
export async function vipRewardsFor(db: DbOrTx, userId: number): Promise<VipRewards> {
  const platforms = await vipPlatforms(db);
  const accounts = await heldAccountsOf(db, userId);
  const wagered = await lifetimeWagersCents(db, platforms, earningKeys(accounts));
  const tiers = await currentTiers(db);
  const claimed = await claimedTierIds(db, userId);
  const forAccounts = await accountClaimedTierIds(
    db,
    accounts.map((a) => a.id),
  );

  const byPlatform: Record<string, VipPlatformTiers> = {};
  for (const platform of platforms) {
    const own = tiers.filter((t) => t.platformId === platform.id);
    if (own.length === 0) continue;
    const cents = wagered.get(platform.id) ?? 0;
    const account = accountOn(accounts, platform);
    const blocked = account !== undefined && account.status !== 'verified';
    byPlatform[platform.name] = {
      platform: { id: platform.id, slug: platform.slug, name: platform.name, image: platform.image },
      user_wagered: centsToAmount(cents),
      casino_account: account
        ? { username: account.username, status: account.status, refusal_reason: account.refusalReason }
        : null,
      tiers: own.map((t) => {
        const forAccount = account !== undefined && forAccounts.has(`${t.id}:${account.id}`);
        return {
          id: t.id,
          name: t.name,
          description: t.description,
          image: t.image,
          min_wagered: centsToAmount(t.minWageredCents),
          reward_type: t.rewardType,
          reward_amount: rewardAmount(t.rewardType, t.rewardAmount),
          ...vipTierFlags(cents, t.minWageredCents, claimed.has(t.id) || forAccount, blocked),
          claimed_for_account: forAccount,
          needs_verification: blocked,
        };
      }),
    };
  }
  const totals = platforms.map((p) => ({ name: p.name, wagered: wagered.get(p.id) ?? 0 }));
  const favorite = favoritePlatform(totals);
  return {
    user_stats: {
      total_wagered: centsToAmount(totals.reduce((sum, p) => sum + p.wagered, 0)),
      favorite_platform: favorite ? { name: favorite.name } : null,
      total_claimed: claimed.size,
    },
    tiers_by_platform: byPlatform,
  };
}

/**
 * POST /api/r/vip-rewards/{tierId}/claim, in one transaction: the member's row is locked first, so
 * their claims take turns; a retired or missing tier is 404; the member's casino account on the
 * tier's casino is share-locked (it cannot change hands or state meanwhile) and must be verified
 * (decision 042); a tier claimed before by the member, or for the account by anyone, is 409; a wager
 * below the tier's minimum is 409. A points reward is credited through the ledger (reference
 * `vip_claim:<id>`), a cash reward becomes a pending payout to that account, both with the claim. The
 * partial unique indexes on (tier, member) and (tier, account) are the backstops against a double claim.
 */
export async function claimTier(db: Db, userId: number, tierId: number): Promise<VipClaimResult> {
  try {
    return await db.transaction(async (tx) => {
      // First: a member's claims take turns, each reading the claims the one before committed.
      // A banned member (decision 041) claims nothing, whatever session still names them.
      const member = await lockMember(tx, userId);
      if (!member || !isActiveMember(member)) throw unauthorized();
      const found = await tierForClaim(tx, tierId);
      if (!found || found.tier.retiredAt) throw vipErrors.tierNotFound();
      const { tier, platform } = found;
      const account =
        platform.casinoSlot === null
          ? undefined
          : await shareLockHeldAccount(tx, userId, platform.casinoSlot);
      if (account?.status === 'pending') throw vipErrors.accountPending(platform.name);
      if (account?.status === 'refused') throw vipErrors.accountRefused(platform.name);
      if (await hasLiveClaim(tx, userId, tier.id)) throw vipErrors.alreadyClaimed();
      if (account && (await hasLiveAccountClaim(tx, account.id, tier.id))) throw vipErrors.accountClaimed();
      const keys = earningKeys(account ? [account] : []);
      const cents = (await lifetimeWagersCents(tx, [platform], keys)).get(platform.id) ?? 0;
      if (!vipTierFlags(cents, tier.minWageredCents, false).eligible) throw vipErrors.notEligible();

      const claimId = await insertClaim(tx, {
        tierId: tier.id,
        userId,
        casinoAccountId: account?.id ?? null,
        rewardType: tier.rewardType,
        rewardAmount: tier.rewardAmount,
        wageredCents: cents,
      });
      const what = `VIP reward: ${tier.name} (${platform.name})`;
      let payoutId: number | null = null;
      let points: number;
      if (tier.rewardType === 'points') {
        const credit = await applyLedgerEntry(tx, {
          userId,
          amount: tier.rewardAmount,
          kind: 'vip_reward',
          reason: what,
          reference: `vip_claim:${claimId}`,
        });
        points = credit.points;
      } else {
        payoutId = await requestPayout(tx, {
          userId,
          source: 'vip_reward',
          sourceId: claimId,
          amountCents: tier.rewardAmount,
          description: what,
          platformId: platform.id,
          casinoUsername: account?.username ?? null,
          casinoAccountId: account?.id ?? null,
        });
        points = await pointsOf(tx, userId);
      }
      return {
        claim_id: claimId,
        tier_id: tier.id,
        reward_type: tier.rewardType,
        reward_amount: rewardAmount(tier.rewardType, tier.rewardAmount),
        user_points: points,
        payout_id: payoutId,
      };
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw constraintError(error, claimConstraints);
  }
}
