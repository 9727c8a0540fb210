import type { ContactMessage } from '@podium/shared/contact/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';
import { inboxKey } from './get-inbox.ts';

export type MessageAction = 'read' | 'unread' | 'archive' | 'restore';

/** POST /api/admin/contact/messages/{id}/{read|unread|archive|restore} → the message as it now is. */
export const markMessage = ({ id, action }: { id: number; action: MessageAction }) =>
  api.post<ContactMessage>(`/api/admin/contact/messages/${id}/${action}`);

export function useMarkMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markMessage,
    onSuccess: () => client.invalidateQueries({ queryKey: inboxKey }),
  });
}
