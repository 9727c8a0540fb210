import type { AdminUserRow } from '@podium/shared/members/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { auditLogKey } from '@/api/audit-log-key.ts';
import { api } from '@/lib/http.ts';
import { refreshMember } from './get-admin-user.ts';

export type BanChange =
  | { id: number; ban: true; reason: string }
  | { id: number; ban: false; reason?: string };

/**
 * POST /api/admin/users/{id}/ban {reason} or /unban {reason?} (decision 041); 409 for oneself, a
 * deleted member, the last Admin, or a member already (not) banned.
 */
export const banMember = ({ id, ban, reason }: BanChange) =>
  api.post<AdminUserRow>(`/api/admin/users/${id}/${ban ? 'ban' : 'unban'}`, reason ? { reason } : {});

/** Ban or unban; the member's page, the member lists and the audit log reload. */
export function useBanMember(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: banMember,
    onSuccess: () =>
      Promise.all([refreshMember(queryClient, id), queryClient.invalidateQueries({ queryKey: auditLogKey })]),
  });
}
