import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '@/lib/form-errors.ts';
import { ConfirmRowDialog } from './ConfirmRowDialog.tsx';
import type { EditDialogs } from './use-edit-dialogs.ts';

/** A DELETE by id (a TanStack mutation); its envelope's message is the success toast. */
export interface DeleteMutation {
  isPending: boolean;
  mutate(
    id: number,
    options: { onSuccess: (envelope: { message: string | null }) => void; onError: (error: Error) => void },
  ): void;
}

/** What deleting a row of an admin list asks, does and says. */
export interface DeleteRow<T> {
  mutation: DeleteMutation;
  /** The dialog's title ("Delete badge?") and its confirm button ("Delete badge"). */
  title: string;
  confirmLabel: string;
  /** The toast when the server sends no message ("Badge deleted"). */
  deletedMessage: string;
  /** After the error toast, for a page that reacts to a particular failure. */
  onError?: (error: Error) => void;
  /** What will be lost, for the row being deleted. */
  body: (target: T) => ReactNode;
}

interface ConfirmDeleteDialogProps<T extends { id: number }, A extends string> extends DeleteRow<T> {
  dialogs: EditDialogs<T, A | 'delete'>;
}

/** Confirms deleting a list page's row, deletes it, toasts, and returns focus to the add button. */
export function ConfirmDeleteDialog<T extends { id: number }, A extends string>(
  props: ConfirmDeleteDialogProps<T, A>,
) {
  const { dialogs, mutation, title, confirmLabel, deletedMessage, onError, body } = props;
  return (
    <ConfirmRowDialog
      dialogs={dialogs}
      kind="delete"
      title={title}
      confirmLabel={confirmLabel}
      pending={mutation.isPending}
      returnFocusTo={dialogs.returnFocusAfterDelete}
      onConfirm={(target) =>
        mutation.mutate(target.id, {
          onSuccess: (envelope) => {
            toast.success(envelope.message ?? deletedMessage);
            dialogs.closeAfterDelete();
          },
          onError: (error) => {
            toast.error(errorMessage(error));
            onError?.(error);
          },
        })
      }
    >
      {body}
    </ConfirmRowDialog>
  );
}
