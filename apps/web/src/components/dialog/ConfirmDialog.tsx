import type { ReactNode } from 'react';
import { Dialog, DialogActions } from './Dialog.tsx';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The confirm button's text while the action runs ('Deleting…' by default). */
  pendingLabel?: string;
  pending: boolean;
  onConfirm: () => void;
  returnFocusTo?: () => HTMLElement | null;
}

/** Asks before a destructive action; the confirm button is the dialog's submit. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, onOpenChange, title, children, confirmLabel, pending, onConfirm, returnFocusTo } = props;
  const { pendingLabel = 'Deleting…' } = props;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      busy={pending}
      returnFocusTo={returnFocusTo}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onConfirm();
        }}
      >
        <div className="text-sm text-slate-300">{children}</div>
        <DialogActions
          submitLabel={confirmLabel}
          pendingLabel={pendingLabel}
          pending={pending}
          variant="danger"
        />
      </form>
    </Dialog>
  );
}
