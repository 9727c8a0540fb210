import type { AnnouncementSettings, AnnouncementSettingsInput } from '@podium/shared/announcements/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';
import { announcementSettingsPath, announcementSettingsQuery } from './get-announcement-settings.ts';

/** PUT /api/admin/announcements/settings: the Discord webhook (answered masked). */
export const saveWebhook = (input: AnnouncementSettingsInput) =>
  api.put<AnnouncementSettings>(announcementSettingsPath, input);

export function useSaveWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWebhook,
    onSuccess: (envelope) => {
      if (envelope.data) queryClient.setQueryData(announcementSettingsQuery.queryKey, envelope.data);
    },
  });
}
