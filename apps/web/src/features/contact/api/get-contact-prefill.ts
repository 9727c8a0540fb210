import type { ContactPrefill } from '@podium/shared/contact/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/http.ts';
import { contactPrefillRead } from './keys.ts';

/**
 * GET /api/r/contact/prefill: a signed-in member's name and email for the form (SPEC §2), nulls for a
 * visitor. The server answers it while rendering /contact, so the fields are filled in the first paint.
 */
export const contactPrefillQuery = queryOptions({
  ...contactPrefillRead,
  queryFn: () => getData<ContactPrefill>(contactPrefillRead.meta.path),
  staleTime: Number.POSITIVE_INFINITY,
});

export const useContactPrefill = () => useQuery(contactPrefillQuery);
