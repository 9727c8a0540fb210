import type { Envelope } from '@podium/shared/common/envelope';
import type { KickAdminState } from '@podium/shared/kick/admin';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/http.ts';

export const kickAdminPath = '/api/admin/kick';

/** GET /api/admin/kick: channel, subscription, rules, commands. */
export const kickAdminQuery = queryOptions({
  queryKey: ['staff', 'kick'],
  queryFn: () => getData<KickAdminState>(kickAdminPath),
  meta: { path: kickAdminPath },
});

export const useKickAdmin = () => useQuery(kickAdminQuery);

/** Every write answers the whole state: keep it. */
export function applyKickState(queryClient: QueryClient, envelope: Envelope<KickAdminState>) {
  if (envelope.data) queryClient.setQueryData(kickAdminQuery.queryKey, envelope.data);
}
