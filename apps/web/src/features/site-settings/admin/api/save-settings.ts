import type { SiteSettings } from '@podium/shared/site-settings/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settingsQuery } from '@/api/get-site-settings.ts';
import { api } from '@/lib/http.ts';
import { adminSettingsQuery } from './get-admin-settings.ts';

/** PUT /api/admin/settings with the full settings (site fields and theme together). */
export const saveSettings = (input: SiteSettings) => api.put<SiteSettings>('/api/admin/settings', input);

/** Saves, then updates the public settings so the theme, nav title and footer change at once. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: (envelope) => {
      if (envelope.data) {
        queryClient.setQueryData(adminSettingsQuery.queryKey, envelope.data);
        queryClient.setQueryData(settingsQuery.queryKey, envelope.data);
      }
      return queryClient.invalidateQueries({ queryKey: settingsQuery.queryKey });
    },
  });
}
