import type { NotificationSettings, NotificationSettingsView } from '@podium/shared/notifications/schemas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, getData } from '@/lib/http.ts';

const BASE = '/api/r/notifications';

export const notificationSettingsQuery = queryOptions({
  queryKey: ['notifications', 'settings'],
  queryFn: () => getData<NotificationSettingsView>(`${BASE}/settings`),
});

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationSettings) => api.put<NotificationSettingsView>(`${BASE}/settings`, body),
    onSuccess: (envelope) => {
      if (envelope.data) queryClient.setQueryData(notificationSettingsQuery.queryKey, envelope.data);
    },
  });
}
