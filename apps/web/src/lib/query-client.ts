import { QueryClient } from '@tanstack/react-query';

/** One set of defaults for the browser's cache and the server's per-request caches. */
export const queryDefaults = { staleTime: 60_000, refetchOnWindowFocus: false, retry: 1 } as const;

export const queryClient = new QueryClient({ defaultOptions: { queries: queryDefaults } });
