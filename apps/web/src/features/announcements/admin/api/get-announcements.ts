import type { Announcement } from '@podium/shared/announcements/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/http.ts';

export const announcementsPath = '/api/admin/announcements';

/** GET /api/admin/announcements: the outbox, newest first. */
export const announcementsQuery = queryOptions({
  queryKey: ['admin', 'announcements', 'list'],
  queryFn: () => getData<Announcement[]>(announcementsPath),
  meta: { path: announcementsPath },
  refetchInterval: 10_000,
});

export const useAnnouncements = () => useQuery(announcementsQuery);
