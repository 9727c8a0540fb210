import type { KickEventLog, KickEventsQuery } from '@podium/shared/kick/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/http.ts';
import { kickAdminPath } from './get-kick-admin.ts';

const eventsPath = `${kickAdminPath}/events`;

/** GET /api/admin/kick/events: the latest deliveries and what came of each, by type and outcome. */
export const kickEventsQuery = (filters: KickEventsQuery = {}) => {
  const params = new URLSearchParams();
  if (filters.type) params.set('type', filters.type);
  if (filters.outcome) params.set('outcome', filters.outcome);
  const search = params.toString();
  const path = search ? `${eventsPath}?${search}` : eventsPath;
  return queryOptions({
    queryKey: ['staff', 'kick', 'events', filters],
    queryFn: () => getData<KickEventLog[]>(path),
    meta: { path },
    refetchInterval: 15_000,
  });
};

export const useKickEvents = (filters: KickEventsQuery = {}) => useQuery(kickEventsQuery(filters));
