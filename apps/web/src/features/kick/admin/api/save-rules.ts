import type { KickAdminState, KickRules } from '@podium/shared/kick/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';
import { applyKickState, kickAdminPath } from './get-kick-admin.ts';

/** PUT /api/admin/kick/rules: the chat points rules. */
export const saveRules = (input: KickRules) => api.put<KickAdminState>(`${kickAdminPath}/rules`, input);

export function useSaveRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRules,
    onSuccess: (envelope) => applyKickState(queryClient, envelope),
  });
}
