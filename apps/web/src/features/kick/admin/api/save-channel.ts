import type { KickAdminState, KickChannelInput } from '@podium/shared/kick/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';
import { applyKickState, kickAdminPath } from './get-kick-admin.ts';

/** PUT /api/admin/kick/channel: the channel the site listens to. */
export const saveChannel = (input: KickChannelInput) =>
  api.put<KickAdminState>(`${kickAdminPath}/channel`, input);

export function useSaveChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveChannel,
    onSuccess: (envelope) => applyKickState(queryClient, envelope),
  });
}
