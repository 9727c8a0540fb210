import type { CurrentUser } from '@podium/shared/common/user';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { clientBoot } from '@/lib/boot.ts';

/**
 * The signed-in member as this tab knows it: seeded from the page's boot data (which never changes)
 * and replaced by the user every profile update or Kick disconnect returns. There is no endpoint to
 * refetch it, so it never goes stale.
 */
export const currentUserQuery = queryOptions({
  queryKey: ['current-user'],
  queryFn: (): CurrentUser | null => clientBoot?.user ?? null,
  initialData: clientBoot?.user ?? null,
  staleTime: Number.POSITIVE_INFINITY,
});

export const useCurrentUser = () => useQuery(currentUserQuery).data;

export const setCurrentUser = (client: QueryClient, user: CurrentUser) =>
  client.setQueryData(currentUserQuery.queryKey, user);
