import type { SiteSettings } from '@podium/shared/site-settings/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { clientBoot } from '@/lib/boot.ts';
import { getData } from '@/lib/http.ts';

/** GET /api/r/settings: embedded in the page at load, so the first paint already has it. */
export const settingsQuery = queryOptions({
  queryKey: ['settings'],
  queryFn: () => getData<SiteSettings>('/api/r/settings'),
  initialData: clientBoot?.settings,
  staleTime: Number.POSITIVE_INFINITY,
});

export const useSettings = () => useQuery(settingsQuery);
