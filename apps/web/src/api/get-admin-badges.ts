import type { Badge } from '@podium/shared/achievements/schemas';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { adminUsersKey } from '@/api/admin-users-key.ts';
import { getData } from '@/lib/http.ts';

/** GET /api/admin/badges: every badge admins can grant. */
export const getAdminBadges = () => getData<Badge[]>('/api/admin/badges');

export const adminBadgesQuery = queryOptions({ queryKey: ['admin', 'badges'], queryFn: getAdminBadges });

export const useAdminBadges = () => useQuery(adminBadgesQuery);

/** Create and update share this key, so the dialog stays open while either is in flight. */
export const saveBadgeKey = ['admin', 'badges', 'save'] as const;

/** After any change: reload the badge list and the member pages that show badges. */
export const refreshBadges = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: adminBadgesQuery.queryKey }),
    queryClient.invalidateQueries({ queryKey: adminUsersKey }),
  ]);
