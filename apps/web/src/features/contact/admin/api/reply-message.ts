import type { ContactMessage } from '@podium/shared/contact/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';
import { inboxKey } from './get-inbox.ts';

/** POST /api/admin/contact/messages/{id}/reply: emails the sender (SMTP only). */
export const replyToMessage = ({ id, message }: { id: number; message: string }) =>
  api.post<ContactMessage>(`/api/admin/contact/messages/${id}/reply`, { message });

export function useReplyToMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: replyToMessage,
    onSuccess: () => client.invalidateQueries({ queryKey: inboxKey }),
  });
}
