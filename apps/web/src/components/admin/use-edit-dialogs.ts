import { useRef, useState } from 'react';

type DialogState<T, A extends string> = { kind: 'create' } | { kind: A; target: T } | null;

export type EditDialogs<T, A extends string = 'edit' | 'delete'> = ReturnType<typeof useEditDialogs<T, A>>;

/**
 * Which dialog an admin list page has open: create, or an action (edit, delete, …) on one row.
 * After a delete the row's buttons are gone, so focus returns to the section's add button.
 */
export function useEditDialogs<T, A extends string = 'edit' | 'delete'>() {
  const [dialog, setDialog] = useState<DialogState<T, A>>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const deleted = useRef(false);
  const close = () => setDialog(null);

  return {
    kind: dialog?.kind ?? null,
    /** The row the open dialog acts on; null while creating or closed. */
    target: dialog && 'target' in dialog ? dialog.target : null,
    openCreate: () => setDialog({ kind: 'create' }),
    open: (kind: A, target: T) => setDialog({ kind, target }),
    close,
    onOpenChange: (open: boolean) => (open ? undefined : close()),
    /** The section's add button: where focus goes after a delete. */
    addRef,
    closeAfterDelete: () => {
      deleted.current = true;
      close();
    },
    returnFocusAfterDelete: () => {
      const target = deleted.current ? addRef.current : null;
      deleted.current = false;
      return target;
    },
  };
}
