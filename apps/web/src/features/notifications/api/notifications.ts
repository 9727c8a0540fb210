import { liveTopics } from '@podium/shared/common/live';
import type { NotificationPage, NotificationRow, UnreadCount } from '@podium/shared/notifications/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, getData } from '@/lib/http.ts';
import { useLive } from '@/lib/use-live.ts';

/** Every read of the member's notifications sits under this key: a live event refetches them all. */
export const notificationsKey = ['notifications'] as const;
const BASE = '/api/r/notifications';

/** GET /api/r/notifications/unread-count: the bell's number. */
export const unreadQuery = queryOptions({
  queryKey: [...notificationsKey, 'unread'],
  queryFn: () => getData<UnreadCount>(`${BASE}/unread-count`),
  staleTime: 30_000,
});

/** GET /api/r/notifications?page=&limit=: newest first. */
export const notificationPageQuery = (page: number, limit?: number) =>
  queryOptions({
    queryKey: [...notificationsKey, 'list', page, limit ?? null],
    queryFn: () => getData<NotificationPage>(`${BASE}?page=${page}${limit ? `&limit=${limit}` : ''}`),
  });

/**
 * The unread count, refetched when the server says this member's notifications changed (their own
 * live event, decision 062) and when the tab comes back; nothing for visitors.
 */
export function useUnreadCount(enabled: boolean): number {
  useLive(enabled ? { [liveTopics.notifications]: [notificationsKey] } : {});
  return useQuery({ ...unreadQuery, enabled }).data?.unread ?? 0;
}

/** Marks one read (opening it); the count and lists refetch. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<NotificationRow>(`${BASE}/${id}/read`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ marked: number }>(`${BASE}/read-all`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}
