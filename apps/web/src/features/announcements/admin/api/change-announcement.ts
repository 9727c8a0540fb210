import type { Announcement } from '@podium/shared/announcements/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';
import { announcementsPath, announcementsQuery } from './get-announcements.ts';

/** POST /api/admin/announcements/:id/retry or /cancel: answers the outbox again. */
export const changeAnnouncement = ({ id, action }: { id: number; action: 'retry' | 'cancel' }) =>
  api.post<Announcement[]>(`${announcementsPath}/${id}/${action}`);

export function useChangeAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeAnnouncement,
    onSuccess: (envelope) => {
      if (envelope.data) queryClient.setQueryData(announcementsQuery.queryKey, envelope.data);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: announcementsQuery.queryKey }),
  });
}
