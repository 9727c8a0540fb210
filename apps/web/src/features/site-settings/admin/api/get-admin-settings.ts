import type { SiteSettings } from '@podium/shared/site-settings/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/http.ts';

/** GET /api/admin/settings: the settings as stored, for the Site settings and Theme forms. */
export const getAdminSettings = () => getData<SiteSettings>('/api/admin/settings');

export const adminSettingsQuery = queryOptions({
  queryKey: ['admin', 'settings'],
  queryFn: getAdminSettings,
});

export const useAdminSettings = () => useQuery(adminSettingsQuery);
