import type { ReactNode, Ref } from 'react';
import { PlusIcon } from '@/components/icons/action-icons.tsx';
import { buttonClass } from '@/components/styles.ts';

/** A section's main action ("Add badge"): the header's primary button. */
export function AddButton({
  ref,
  onClick,
  children,
}: {
  ref: Ref<HTMLButtonElement>;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button ref={ref} type="button" className={buttonClass('primary')} onClick={onClick}>
      <PlusIcon /> {children}
    </button>
  );
}
