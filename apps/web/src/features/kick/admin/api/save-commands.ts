import type { KickAdminState, KickCommands } from '@podium/shared/kick/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';
import { applyKickState, kickAdminPath } from './get-kick-admin.ts';

/** PUT /api/admin/kick/commands: the chat commands. */
export const saveCommands = (input: KickCommands) =>
  api.put<KickAdminState>(`${kickAdminPath}/commands`, input);

export function useSaveCommands() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCommands,
    onSuccess: (envelope) => applyKickState(queryClient, envelope),
  });
}
