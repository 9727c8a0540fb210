import { toast } from 'sonner';
import { errorMessage } from '@/lib/form-errors.ts';

/**
 * Toasts how a grant or revoke went (the server's message, else `fallback`) and resolves to whether
 * it succeeded, which is what GrantPanel needs to reset its selection and move focus.
 */
export function toastOutcome(
  request: Promise<{ message: string | null }>,
  fallback: string,
): Promise<boolean> {
  return request.then(
    (envelope) => {
      toast.success(envelope.message ?? fallback);
      return true;
    },
    (error: unknown) => {
      toast.error(errorMessage(error));
      return false;
    },
  );
}
