import type { ReactNode } from 'react';
import { ConfirmDialog } from '@/components/dialog/ConfirmDialog.tsx';
import type { EditDialogs } from './use-edit-dialogs.ts';

interface ConfirmRowDialogProps<T, A extends string> {
  dialogs: EditDialogs<T, A>;
  /** The dialog kind it answers to ("draw", "cancel", "delete"): open while `dialogs` is on it. */
  kind: A;
  title: string;
  confirmLabel: string;
  /** The confirm button's text while the action runs ('Deleting…' by default). */
  pendingLabel?: string;
  pending: boolean;
  onConfirm: (target: T) => void;
  /** Where focus goes on close when the row's button is gone (after a delete). */
  returnFocusTo?: () => HTMLElement | null;
  /** What the action does, for the row it acts on. */
  children: (target: T) => ReactNode;
}

/** Asks before a destructive action on one row of an admin list (draw now, cancel, delete). */
export function ConfirmRowDialog<T, A extends string>(props: ConfirmRowDialogProps<T, A>) {
  const { dialogs, kind, onConfirm, children, ...dialog } = props;
  const target = dialogs.kind === kind ? dialogs.target : null;
  return (
    <ConfirmDialog
      {...dialog}
      open={dialogs.kind === kind}
      onOpenChange={dialogs.onOpenChange}
      onConfirm={() => target && onConfirm(target)}
    >
      {target ? children(target) : null}
    </ConfirmDialog>
  );
}
