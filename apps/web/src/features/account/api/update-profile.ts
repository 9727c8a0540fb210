import type { CurrentUser } from '@podium/shared/common/user';
import type { ProfileUpdate } from '@podium/shared/profile/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { profileKey } from '@/api/get-profile.ts';
import { setCurrentUser } from '@/features/account/current-user.ts';
import { api } from '@/lib/http.ts';
import { casinoAccountsKey } from './get-casino-accounts.ts';
import { failureMessage, type UpdateArea } from './update-messages.ts';

/** POST /api/r/profile/update with one of the three payloads; answers with the updated user. */
export async function updateProfile(payload: ProfileUpdate): Promise<CurrentUser> {
  const envelope = await api.post<CurrentUser>('/api/r/profile/update', payload);
  return (envelope as typeof envelope & { user?: CurrentUser }).user ?? (envelope.data as CurrentUser);
}

/** Saves one settings form; the page then shows the returned user, the profile page refetches. */
export function useUpdateProfile(area: UpdateArea) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      setCurrentUser(client, user);
      void client.invalidateQueries({ queryKey: profileKey(user.username) });
      // A saved casino username may be a new account, waiting for verification (decision 042).
      void client.invalidateQueries({ queryKey: casinoAccountsKey });
      toast.success(area.success);
    },
    onError: (error) => toast.error(failureMessage(error, area)),
  });
}
