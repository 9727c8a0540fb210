import * as RadixDialog from '@radix-ui/react-dialog';
import { type ReactNode, useRef } from 'react';
import { CloseIcon } from '@/components/icons/ui-icons.tsx';
import { buttonClass } from '@/components/styles.ts';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  /** Keeps the dialog open while a save is in flight. */
  busy?: boolean;
  size?: 'md' | 'lg';
  /** Where focus goes on close when the opener is gone (e.g. after deleting its row). */
  returnFocusTo?: () => HTMLElement | null;
  children: ReactNode;
}

const fromToast = (target: EventTarget | null) =>
  target instanceof Element && target.closest('[data-sonner-toaster]') !== null;

/** A modal dialog (Radix: focus trapped, Escape closes, focus returns to the opener). */
export function Dialog(props: DialogProps) {
  const { open, onOpenChange, title, description, busy, size = 'md', returnFocusTo, children } = props;
  const contentRef = useRef<HTMLDivElement>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => (busy && !next ? undefined : onOpenChange(next))}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/70 backdrop-blur-sm" />
        <RadixDialog.Content
          ref={contentRef}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={(event) => {
            // Start on the first field (or the safe choice of a confirmation), not on the close button.
            const first = contentRef.current?.querySelector<HTMLElement>(
              'input, select, textarea, [data-autofocus]',
            );
            if (!first) return;
            event.preventDefault();
            first.focus();
          }}
          // A toast shows above the dialog (its error, or an Undo): using it is not a click away from
          // the dialog, so the dialog stays open.
          onInteractOutside={(event) => {
            if (fromToast(event.target)) event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo?.();
            if (!target) return;
            event.preventDefault();
            target.focus();
          }}
          className={`fixed inset-x-3 top-[4vh] z-50 mx-auto max-h-[92vh] overflow-y-auto rounded-2xl border border-white/10 bg-slate-900 p-5 text-slate-100 shadow-2xl shadow-black/50 sm:inset-x-6 sm:p-6 ${
            size === 'lg' ? 'max-w-2xl' : 'max-w-lg'
          }`}
        >
          <div className="mb-5 flex items-start justify-between gap-4">
            <div>
              <RadixDialog.Title className="text-lg font-semibold text-white">{title}</RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className="mt-1 text-sm text-slate-400">
                  {description}
                </RadixDialog.Description>
              ) : null}
            </div>
            <RadixDialog.Close className={buttonClass('ghost', 'icon')} aria-label="Close" disabled={busy}>
              <CloseIcon />
            </RadixDialog.Close>
          </div>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** The footer of a dialog form: Cancel closes, the submit button shows progress and is disabled meanwhile. */
export function DialogActions({
  submitLabel,
  pendingLabel = 'Saving…',
  pending,
  variant = 'primary',
}: {
  submitLabel: string;
  pendingLabel?: string;
  pending: boolean;
  variant?: 'primary' | 'danger';
}) {
  return (
    <div className="sticky -bottom-5 z-10 -mx-5 mt-6 -mb-5 flex justify-end gap-2 border-t border-white/10 bg-slate-900/95 px-5 py-4 backdrop-blur sm:-bottom-6 sm:-mx-6 sm:-mb-6 sm:px-6">
      <RadixDialog.Close
        className={`${buttonClass('secondary')} flex-1 sm:flex-none`}
        disabled={pending}
        data-autofocus={variant === 'danger' || undefined}
      >
        Cancel
      </RadixDialog.Close>
      <button type="submit" className={`${buttonClass(variant)} flex-1 sm:flex-none`} disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </button>
    </div>
  );
}
