import { canReplyToTicket, ticketCategoryLabel } from '@podium/shared/tickets/rules';
import { ticketsMessages } from '@podium/shared/tickets/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { EmptyState } from '@/components/EmptyState.tsx';
import { QueryState } from '@/components/QueryState.tsx';
import { errorMessage } from '@/lib/form-errors.ts';
import { useAuth } from '@/lib/use-auth.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { isTicketNotFound, useTicket } from './api/get-ticket.ts';
import { unreadTicketsKey } from './api/get-unread-tickets.ts';
import { useReplyToTicket } from './api/reply-ticket.ts';
import { ClosedTicketNotice } from './components/ClosedTicketNotice.tsx';
import { Conversation } from './components/Conversation.tsx';
import { ReplyForm } from './components/ReplyForm.tsx';
import { TicketSignIn } from './components/TicketSignIn.tsx';
import { TicketStatusPill } from './components/TicketStatusPill.tsx';
import { ticketsPageClass } from './styles.ts';

/** /tickets/{id}: one of the member's tickets, its conversation, and a reply while it is open. */
export function TicketPage() {
  const id = useParams().id ?? '';
  const { user } = useAuth();
  const ticket = useTicket(id, user !== null);
  const reply = useReplyToTicket();
  const client = useQueryClient();
  useDocumentTitle(ticket.data ? `${ticket.data.subject} | Support` : 'Support Ticket');

  // Opening the ticket marked its staff reply read: the menu badge counts again.
  useEffect(() => {
    if (ticket.dataUpdatedAt) void client.invalidateQueries({ queryKey: unreadTicketsKey });
  }, [ticket.dataUpdatedAt, client]);

  const back = (
    <Link to="/tickets" className="text-sm font-semibold text-primary hover:underline">
      ← Your tickets
    </Link>
  );
  if (!user) {
    return (
      <div className={ticketsPageClass}>
        {back}
        <TicketSignIn />
      </div>
    );
  }
  if (ticket.isError && isTicketNotFound(ticket.error)) {
    return (
      <div className={ticketsPageClass}>
        {back}
        <EmptyState title={ticketsMessages.notFound} />
      </div>
    );
  }
  return (
    <div className={ticketsPageClass}>
      {back}
      <QueryState query={ticket} what="ticket">
        {(t) => (
          <>
            <div className="flex flex-col gap-2">
              <h1 className="text-2xl font-black break-words text-white sm:text-3xl">{t.subject}</h1>
              <p className="flex flex-wrap items-center gap-2 text-sm text-slate-400">
                <TicketStatusPill status={t.status} />#{t.id} · {ticketCategoryLabel(t.category)}
                {t.redemption ? ` · ${t.redemption.item_name}` : ''}
              </p>
            </div>
            <Conversation messages={t.messages} />
            {canReplyToTicket(t.status) ? (
              <ReplyForm
                formId="ticket-reply"
                pending={reply.isPending}
                onSend={(message) =>
                  reply.mutateAsync({ id: t.id, message }).then(
                    (envelope) => {
                      toast.success(envelope.message || ticketsMessages.replied);
                      return true;
                    },
                    (error: unknown) => {
                      toast.error(errorMessage(error, ticketsMessages.replyFailed));
                      return false;
                    },
                  )
                }
              />
            ) : (
              <ClosedTicketNotice ticket={t} />
            )}
          </>
        )}
      </QueryState>
    </div>
  );
}
