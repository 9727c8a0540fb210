import { ticketsMessages } from '@podium/shared/tickets/schemas';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/dialog/ConfirmDialog.tsx';
import { buttonClass } from '@/components/styles.ts';
import { ReplyForm } from '@/features/tickets/components/ReplyForm.tsx';
import { errorMessage } from '@/lib/form-errors.ts';
import { useAddStaffNote } from './api/add-staff-note.ts';
import { useCloseTicket } from './api/close-ticket.ts';
import { useReopenStaffTicket } from './api/reopen-ticket.ts';

/** "Close ticket" beside Send reply: it asks first, since the member then has to reopen it (050). */
export function CloseTicketButton({ id }: { id: number }) {
  const [open, setOpen] = useState(false);
  const close = useCloseTicket();
  return (
    <>
      <button type="button" className={buttonClass('secondary')} onClick={() => setOpen(true)}>
        {ticketsMessages.closeConfirmLabel}
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={ticketsMessages.closeConfirmTitle}
        confirmLabel={ticketsMessages.closeConfirmLabel}
        pendingLabel={ticketsMessages.closePending}
        pending={close.isPending}
        onConfirm={() =>
          close.mutate(
            { id },
            {
              onSuccess: (envelope) => {
                setOpen(false);
                toast.success(envelope.message || ticketsMessages.closed);
              },
              onError: (error) => toast.error(errorMessage(error, ticketsMessages.closeFailed)),
            },
          )
        }
      >
        <p>{ticketsMessages.closeConfirm}</p>
      </ConfirmDialog>
    </>
  );
}

/** Under a closed ticket: staff may reopen it any time (not their own; the server decides). */
export function ReopenTicketButton({ id }: { id: number }) {
  const reopen = useReopenStaffTicket();
  return (
    <button
      type="button"
      className={buttonClass('secondary', 'sm')}
      disabled={reopen.isPending}
      onClick={() =>
        reopen.mutate(
          { id },
          {
            onSuccess: (envelope) => toast.success(envelope.message || ticketsMessages.reopened),
            onError: (error) => toast.error(errorMessage(error, ticketsMessages.reopenFailed)),
          },
        )
      }
    >
      {ticketsMessages.reopen}
    </button>
  );
}

/** A note for moderators and admins only, on any ticket but one's own: the member never sees it. */
export function StaffNoteForm({ id }: { id: number }) {
  const note = useAddStaffNote();
  return (
    <details className="rounded-xl border border-amber-300/20 bg-amber-300/5 px-4 py-3">
      <summary className="cursor-pointer text-sm font-semibold text-amber-100">
        {ticketsMessages.addStaffNote}
      </summary>
      <div className="mt-3">
        <ReplyForm
          formId="staff-note"
          label={ticketsMessages.staffNoteField}
          submitLabel={ticketsMessages.addStaffNote}
          pending={note.isPending}
          onSend={(message) =>
            note.mutateAsync({ id, message }).then(
              (envelope) => {
                toast.success(envelope.message || ticketsMessages.noted);
                return true;
              },
              (error: unknown) => {
                toast.error(errorMessage(error, ticketsMessages.noteFailed));
                return false;
              },
            )
          }
        />
      </div>
    </details>
  );
}
