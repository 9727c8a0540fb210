import type { AnnouncementSettings } from '@podium/shared/announcements/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/http.ts';

export const announcementSettingsPath = '/api/admin/announcements/settings';

/** GET /api/admin/announcements/settings: whether a webhook is set (masked; never the URL). */
export const announcementSettingsQuery = queryOptions({
  queryKey: ['admin', 'announcements', 'settings'],
  queryFn: () => getData<AnnouncementSettings>(announcementSettingsPath),
  meta: { path: announcementSettingsPath },
});

export const useAnnouncementSettings = () => useQuery(announcementSettingsQuery);
