import type { TrustPage, TrustSlug } from '@podium/shared/trust/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/http.ts';
import { trustKey, trustPath } from './keys.ts';

/** GET /api/r/trust/{slug}: the page's title and plain-text body. */
export const trustPageQuery = (slug: TrustSlug) =>
  queryOptions({
    queryKey: trustKey(slug),
    queryFn: () => getData<TrustPage>(trustPath(slug)),
    meta: { path: trustPath(slug) },
  });

export const useTrustPage = (slug: TrustSlug) => useQuery(trustPageQuery(slug));
