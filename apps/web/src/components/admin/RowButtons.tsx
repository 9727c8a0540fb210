import { PencilIcon, TrashIcon } from '@/components/icons/action-icons.tsx';
import { buttonClass } from '@/components/styles.ts';

interface RowButtonProps {
  /** What the row is ("Roobet"): the button is named "Edit Roobet", so each row's buttons differ. */
  name: string;
  onClick: () => void;
  className?: string;
}

/** A list row's Edit button. */
export function EditButton({ name, onClick, className }: RowButtonProps) {
  return (
    <button
      type="button"
      className={`${buttonClass('secondary', 'sm')} ${className ?? ''}`}
      onClick={onClick}
      aria-label={`Edit ${name}`}
    >
      <PencilIcon /> Edit
    </button>
  );
}

/** A list row's Delete button (it opens a confirmation; it deletes nothing itself). */
export function DeleteButton({ name, onClick, className }: RowButtonProps) {
  return (
    <button
      type="button"
      className={`${buttonClass('ghost', 'sm')} text-rose-300 hover:text-rose-200 ${className ?? ''}`}
      onClick={onClick}
      aria-label={`Delete ${name}`}
    >
      <TrashIcon /> Delete
    </button>
  );
}
