import type { CurrentUser } from '@podium/shared/common/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { profileKey } from '@/api/get-profile.ts';
import { setCurrentUser } from '@/features/account/current-user.ts';
import { api } from '@/lib/http.ts';
import { failureMessage, updateAreas } from './update-messages.ts';

/** POST /api/r/profile/disconnect-kick: clears the Kick link; answers with the updated user. */
export async function disconnectKick(): Promise<CurrentUser> {
  const envelope = await api.post<CurrentUser>('/api/r/profile/disconnect-kick');
  return (envelope as typeof envelope & { user?: CurrentUser }).user ?? (envelope.data as CurrentUser);
}

export function useDisconnectKick() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: disconnectKick,
    onSuccess: (user) => {
      setCurrentUser(client, user);
      void client.invalidateQueries({ queryKey: profileKey(user.username) });
      toast.success(updateAreas.kick.success);
    },
    onError: (error) => toast.error(failureMessage(error, updateAreas.kick)),
  });
}
