import type {
  Announcement,
  AnnouncementSettings,
  AnnouncementSettingsInput,
} from '@podium/shared/announcements/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, getData } from '@/lib/http.ts';

const path = '/api/admin/announcements';
const settingsPath = `${path}/settings`;

/** GET /api/admin/announcements/settings: whether a webhook is set (masked; never the URL). */
export const announcementSettingsQuery = queryOptions({
  queryKey: ['admin', 'announcements', 'settings'],
  queryFn: () => getData<AnnouncementSettings>(settingsPath),
  meta: { path: settingsPath },
});

/** GET /api/admin/announcements: the outbox, newest first. */
export const announcementsQuery = queryOptions({
  queryKey: ['admin', 'announcements', 'list'],
  queryFn: () => getData<Announcement[]>(path),
  meta: { path },
  refetchInterval: 10_000,
});

export const useAnnouncementSettings = () => useQuery(announcementSettingsQuery);
export const useAnnouncements = () => useQuery(announcementsQuery);

export function useSaveWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AnnouncementSettingsInput) => api.put<AnnouncementSettings>(settingsPath, input),
    onSuccess: (envelope) => {
      if (envelope.data) queryClient.setQueryData(announcementSettingsQuery.queryKey, envelope.data);
    },
  });
}

export function useSendTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<null>(`${path}/test`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: announcementsQuery.queryKey }),
  });
}
