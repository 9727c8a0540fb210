import { canMemberReopen, memberReopenUntil } from '@podium/shared/tickets/rules';
import { type TicketDetail, ticketsMessages } from '@podium/shared/tickets/schemas';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { buttonClass } from '@/components/styles.ts';
import { useReopenTicket } from '@/features/tickets/api/reopen-ticket.ts';
import { formatDateTime } from '@/lib/datetime.ts';
import { errorMessage } from '@/lib/form-errors.ts';

/**
 * Under a closed ticket: within 14 days of its closing the member may reopen it (back to the support
 * team); after that, a link to a new ticket (decision 050).
 */
export function ClosedTicketNotice({ ticket }: { ticket: TicketDetail }) {
  const reopen = useReopenTicket();
  const closedAt = ticket.closed_at ? new Date(ticket.closed_at) : null;
  const reopenable = canMemberReopen(ticket.status, closedAt, new Date());
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl bg-slate-950/40 px-4 py-3 text-sm text-slate-300">
      <p>
        {reopenable && closedAt
          ? ticketsMessages.reopenUntil(formatDateTime(memberReopenUntil(closedAt).toISOString()))
          : ticketsMessages.closedForGood}
      </p>
      {reopenable ? (
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          disabled={reopen.isPending}
          onClick={() =>
            reopen.mutate(
              { id: ticket.id },
              {
                onSuccess: (envelope) => toast.success(envelope.message || ticketsMessages.reopened),
                onError: (error) => toast.error(errorMessage(error, ticketsMessages.reopenFailed)),
              },
            )
          }
        >
          {ticketsMessages.reopen}
        </button>
      ) : (
        <Link to="/tickets/create" className={buttonClass('secondary', 'sm')}>
          {ticketsMessages.newTicket}
        </Link>
      )}
    </div>
  );
}
