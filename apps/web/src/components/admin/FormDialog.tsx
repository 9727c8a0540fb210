import { type MutationKey, useIsMutating } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Dialog } from '@/components/dialog/Dialog.tsx';
import type { EditDialogs } from './use-edit-dialogs.ts';

/** The dialog that adds a row to an admin list or edits one. */
export interface RowForm<T> {
  /** The dialog's title, adding (`null`) or editing a row: "Add badge", "Edit Early Bird". */
  title: (editing: T | null) => string;
  description?: string;
  size?: 'md' | 'lg';
  /** The key create and update share: the dialog stays open while either is in flight. */
  saveKey?: MutationKey;
  /** The form, for a new row (`null`) or the one being edited; it closes the dialog when saved. */
  render: (editing: T | null) => ReactNode;
}

/** Open while the list's dialogs are on 'create' or 'edit'; the form is told which row it edits. */
export function FormDialog<T, A extends string>({
  dialogs,
  form,
}: {
  dialogs: EditDialogs<T, A>;
  form: RowForm<T>;
}) {
  const saving = useIsMutating(form.saveKey ? { mutationKey: form.saveKey } : { predicate: () => false }) > 0;
  const editing = dialogs.kind === 'edit' ? dialogs.target : null;
  return (
    <Dialog
      open={dialogs.kind === 'create' || dialogs.kind === 'edit'}
      onOpenChange={dialogs.onOpenChange}
      title={form.title(editing)}
      description={form.description}
      busy={saving}
      size={form.size}
    >
      {form.render(editing)}
    </Dialog>
  );
}
