import { profileErrors } from '@podium/shared/profile/errors';
import type { Profile } from '@podium/shared/profile/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData, hasErrorCode } from '@/lib/http.ts';

export const isNotFound = (error: unknown): boolean => hasErrorCode(error, profileErrors.userNotFound.code);

/** The key every reader of one member's profile shares (profile page and hover card). */
export const profileKey = (username: string) => ['profile', username.toLowerCase()] as const;

/** GET /api/r/user/{username}: the profile page and the hover card read the same cache entry. */
export const profileQuery = (username: string) => {
  const path = `/api/r/user/${encodeURIComponent(username)}`;
  return queryOptions({
    queryKey: profileKey(username),
    queryFn: () => getData<Profile>(path),
    meta: { path },
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });
};

export const useProfile = (username: string) => useQuery(profileQuery(username));
