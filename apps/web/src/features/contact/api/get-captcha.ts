import type { Captcha } from '@podium/shared/contact/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/http.ts';

export const captchaKey = ['captcha'] as const;

/**
 * GET /api/r/captcha: a new single-use code for each form. Fetched in the browser only (never in the
 * server's HTML), never refetched on its own — a new one would void the answer being typed — and not
 * kept once the form is gone.
 */
export const captchaQuery = queryOptions({
  queryKey: captchaKey,
  queryFn: () => getData<Captcha>('/api/r/captcha'),
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: 0,
  retry: false,
  refetchOnReconnect: false,
});

export const useCaptcha = () => useQuery(captchaQuery);
