/**
 * The VIP page's query key and path, and the read the server answers before rendering it for a
 * signed-in member (`meta.path`, decision 019). Nothing else here: the route table imports it.
 */
export const vipRewardsKey = ['vip-rewards'] as const;
export const vipRewardsPath = '/api/r/vip-rewards';

/** GET /api/r/vip-rewards, the page's first read. */
export const vipRewardsRead = { queryKey: vipRewardsKey, meta: { path: vipRewardsPath } };
