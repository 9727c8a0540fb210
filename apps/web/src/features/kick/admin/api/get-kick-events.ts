import type { KickEventLog } from '@podium/shared/kick/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/http.ts';
import { kickAdminPath } from './get-kick-admin.ts';

const eventsPath = `${kickAdminPath}/events`;

/** GET /api/admin/kick/events: the latest deliveries and what came of each. */
export const kickEventsQuery = queryOptions({
  queryKey: ['staff', 'kick', 'events'],
  queryFn: () => getData<KickEventLog[]>(eventsPath),
  meta: { path: eventsPath },
  refetchInterval: 15_000,
});

export const useKickEvents = () => useQuery(kickEventsQuery);
