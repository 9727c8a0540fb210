import { formatMoney } from '../common/money.ts';
import type { VipRewardType, VipTier } from './schemas.ts';

export type VipTierStatus = 'Claimed' | 'Available' | 'Locked' | 'Needs verification';

type TierFlags = Pick<VipTier, 'can_claim' | 'already_claimed'> &
  Partial<Pick<VipTier, 'needs_verification'>>;

/**
 * SPEC §4: Claimed if already_claimed; otherwise Available if can_claim; otherwise Locked. Decision 042
 * adds one: a tier of a casino whose linked account is not verified yet needs verification.
 */
export function vipTierStatus(tier: TierFlags): VipTierStatus {
  if (tier.already_claimed) return 'Claimed';
  if (tier.needs_verification) return 'Needs verification';
  if (tier.can_claim) return 'Available';
  return 'Locked';
}

/** SPEC §4: the Claim button shows only when can_claim is true and already_claimed is false. */
export const showClaimButton = (tier: TierFlags): boolean => tier.can_claim && !tier.already_claimed;

/**
 * The server's flags (SPEC §3): eligible = wagered ≥ required; claimable = eligible and not yet claimed
 * and, since decision 042, not waiting for the casino account's verification (`blocked`).
 */
export function vipTierFlags(wagered: number, minWagered: number, alreadyClaimed: boolean, blocked = false) {
  const eligible = wagered >= minWagered;
  return { eligible, can_claim: eligible && !alreadyClaimed && !blocked, already_claimed: alreadyClaimed };
}

export interface VipProgress {
  /** 0–100, whole and partial percents as computed (the bar's width). */
  percent: number;
  /** 'Complete' when eligible, else the percentage rounded down ('42%'). */
  label: string;
}

/**
 * SPEC §4: 'Complete' at 100 percent when eligible; otherwise wagered divided by the required wager,
 * capped at 100 percent. A tier that needs no wager is complete. The label rounds down, so a tier
 * that is not reached never reads 100%.
 */
export function vipProgress(wagered: number, minWagered: number, eligible: boolean): VipProgress {
  if (eligible) return { percent: 100, label: 'Complete' };
  if (!(minWagered > 0)) return { percent: 100, label: 'Complete' };
  const percent = Math.min(100, Math.max(0, (wagered / minWagered) * 100));
  return { percent, label: `${Math.min(99, Math.floor(percent))}%` };
}

/** SPEC §9: cash rewards show as currency (USD, no decimals); other rewards as 'Points'. */
export function vipRewardLabel(type: VipRewardType, amount: number): string {
  if (type === 'cash') return formatMoney(amount, '$', 0);
  return `${new Intl.NumberFormat('en-US').format(amount)} Points`;
}

/**
 * The favourite platform (SPEC §2 summary card): the one wagered most on; ties go to the earlier
 * platform; none when nothing was wagered.
 */
export function favoritePlatform<T extends { wagered: number }>(platforms: readonly T[]): T | null {
  let best: T | null = null;
  for (const p of platforms) if (p.wagered > 0 && (!best || p.wagered > best.wagered)) best = p;
  return best;
}
