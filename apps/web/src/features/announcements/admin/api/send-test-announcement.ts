import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';
import { announcementsPath, announcementsQuery } from './get-announcements.ts';

/** POST /api/admin/announcements/test: a test message through the outbox. */
export const sendTestAnnouncement = () => api.post<null>(`${announcementsPath}/test`);

export function useSendTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestAnnouncement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: announcementsQuery.queryKey }),
  });
}
