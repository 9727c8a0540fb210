import type { TrustSlug } from '@podium/shared/trust/schemas';

/**
 * A trust page's query key and path, and the read the server answers before rendering it
 * (`meta.path`, decision 019). Nothing else here: the route table imports it.
 */
export const trustKey = (slug: TrustSlug) => ['trust', slug] as const;
export const trustPath = (slug: TrustSlug) => `/api/r/trust/${slug}`;

/** GET /api/r/trust/{slug}, the page's first read. */
export const trustRead = (slug: TrustSlug) => ({ queryKey: trustKey(slug), meta: { path: trustPath(slug) } });
