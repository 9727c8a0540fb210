import { vipMessages } from '@podium/shared/vip/messages';
import type { VipRewards } from '@podium/shared/vip/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData, HttpError } from '@/lib/http.ts';
import { vipRewardsKey, vipRewardsPath } from './keys.ts';

/** GET /api/r/vip-rewards: the member's wagers, the tiers per platform and what they claimed. */
export const vipRewardsQuery = queryOptions({
  queryKey: vipRewardsKey,
  queryFn: () => getData<VipRewards>(vipRewardsPath),
  meta: { path: vipRewardsPath },
});

/** SPEC §6: signed-in members only; a visitor's page asks for nothing. */
export const useVipRewards = (signedIn: boolean) => useQuery({ ...vipRewardsQuery, enabled: signedIn });

/**
 * SPEC §8: 'Failed to connect to server' when the server could not be reached; otherwise the server's
 * message, else 'Failed to load VIP rewards data'.
 */
export function loadErrorMessage(error: unknown): string {
  if (error instanceof HttpError && error.status === 0) return vipMessages.connectFailed;
  return (error instanceof HttpError && error.serverMessage) || vipMessages.loadFailed;
}
