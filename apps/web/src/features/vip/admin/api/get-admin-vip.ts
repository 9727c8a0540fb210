import type { AdminVip } from '@podium/shared/vip/schemas';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { vipRewardsKey } from '@/features/vip/api/keys.ts';
import { getData } from '@/lib/http.ts';

/** Every admin VIP query starts with this key. */
export const adminVipKey = ['admin', 'vip'] as const;

/** GET /api/admin/vip: the platforms and every tier, retired ones too. */
export const adminVipQuery = queryOptions({
  queryKey: [...adminVipKey, 'tiers'],
  queryFn: () => getData<AdminVip>('/api/admin/vip'),
});

export const useAdminVip = () => useQuery(adminVipQuery);

/** Create and update share this key, so the dialog can stay open while either is in flight. */
export const saveTierKey = [...adminVipKey, 'save'] as const;

/** After any change: reload the admin lists and the member's VIP page. */
export const refreshVip = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: adminVipKey }),
    queryClient.invalidateQueries({ queryKey: vipRewardsKey }),
  ]);
