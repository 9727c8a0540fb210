import type { KickAdminState } from '@podium/shared/kick/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';
import { applyKickState, kickAdminPath } from './get-kick-admin.ts';

/** POST /api/admin/kick/subscribe: the webhook subscription to the channel's events. */
export const subscribeKick = () => api.post<KickAdminState>(`${kickAdminPath}/subscribe`);

export function useSubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: subscribeKick,
    onSuccess: (envelope) => applyKickState(queryClient, envelope),
  });
}
