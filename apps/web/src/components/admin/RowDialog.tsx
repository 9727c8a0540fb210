import type { ReactNode } from 'react';
import { Dialog } from '@/components/dialog/Dialog.tsx';
import type { EditDialogs } from './use-edit-dialogs.ts';

interface RowDialogProps<T, A extends string> {
  dialogs: EditDialogs<T, A>;
  /** The dialog kind it answers to ("period-end", "settings"): open while `dialogs` is on it. */
  kind: A;
  /** Its title, for the row it acts on. */
  title: (target: T) => string;
  description?: string;
  /** Keeps the dialog open while its form saves. */
  busy?: boolean;
  size?: 'md' | 'lg';
  /** The form, for the row it acts on; it closes the dialog when done. */
  children: (target: T) => ReactNode;
}

/** A dialog with a form about one row of an admin list, other than adding and editing it. */
export function RowDialog<T, A extends string>(props: RowDialogProps<T, A>) {
  const { dialogs, kind, title, children, ...dialog } = props;
  const target = dialogs.kind === kind ? dialogs.target : null;
  return (
    <Dialog
      {...dialog}
      open={dialogs.kind === kind}
      onOpenChange={dialogs.onOpenChange}
      title={target ? title(target) : ''}
    >
      {target ? children(target) : null}
    </Dialog>
  );
}
