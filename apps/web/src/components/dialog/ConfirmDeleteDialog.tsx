import type { Envelope } from '@podium/shared/common/envelope';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '@/lib/form-errors.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import type { EditDialogs } from './use-edit-dialogs.ts';

interface ConfirmDeleteDialogProps<T extends { id: number }, A extends string, D> {
  dialogs: EditDialogs<T, A>;
  /** DELETE by id; its envelope's message is the success toast. */
  remove: UseMutationResult<Envelope<D>, Error, number>;
  title: string;
  confirmLabel: string;
  /** The toast when the server sends no message ("Badge deleted"). */
  deletedMessage: string;
  /** After the error toast, for a page that reacts to a particular failure. */
  onError?: (error: Error) => void;
  /** What will be lost, for the row being deleted. */
  children: (target: T) => ReactNode;
}

/** Confirms deleting a list page's row, deletes it, toasts, and returns focus to the add button. */
export function ConfirmDeleteDialog<T extends { id: number }, A extends string, D>(
  props: ConfirmDeleteDialogProps<T, A, D>,
) {
  const { dialogs, remove, title, confirmLabel, deletedMessage, onError, children } = props;
  const target = dialogs.kind === 'delete' ? dialogs.target : null;
  return (
    <ConfirmDialog
      open={dialogs.kind === 'delete'}
      onOpenChange={dialogs.onOpenChange}
      title={title}
      confirmLabel={confirmLabel}
      pending={remove.isPending}
      returnFocusTo={dialogs.returnFocusAfterDelete}
      onConfirm={() => {
        if (!target) return;
        remove.mutate(target.id, {
          onSuccess: (envelope) => {
            toast.success(envelope.message ?? deletedMessage);
            dialogs.closeAfterDelete();
          },
          onError: (error) => {
            toast.error(errorMessage(error));
            onError?.(error);
          },
        });
      }}
    >
      {target ? children(target) : null}
    </ConfirmDialog>
  );
}
