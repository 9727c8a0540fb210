import { accountMessages } from '@podium/shared/account/schemas';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api, HttpError } from '@/lib/http.ts';

/** Where the browser saves the member's data from (GET, a JSON file; decision 023). */
export const EXPORT_URL = '/api/r/account/export';

/** POST /api/r/account/delete; on success every session has ended, so the browser starts over at /. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (confirm_username: string) => api.post('/api/r/account/delete', { confirm_username }),
    onSuccess: () => {
      toast.success(accountMessages.deleted);
      window.location.assign('/');
    },
    onError: (error) => {
      // A wrong confirmation is shown under the field; anything else as a toast.
      if (error instanceof HttpError && error.fieldErrors?.confirm_username) return;
      toast.error(
        error instanceof HttpError && error.serverMessage
          ? error.serverMessage
          : accountMessages.deleteFailed,
      );
    },
  });
}
