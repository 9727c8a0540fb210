import {
  canCloseTicket,
  canReplyToTicket,
  isOwnTicket,
  ticketCategoryLabel,
} from '@podium/shared/tickets/rules';
import { ticketsMessages } from '@podium/shared/tickets/schemas';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { QueryState } from '@/components/QueryState.tsx';
import { Conversation } from '@/features/tickets/components/Conversation.tsx';
import { ReplyForm } from '@/features/tickets/components/ReplyForm.tsx';
import { TicketStatusPill } from '@/features/tickets/components/TicketStatusPill.tsx';
import { adminHref } from '@/lib/admin-section.ts';
import { errorMessage } from '@/lib/form-errors.ts';
import { useAuth } from '@/lib/use-auth.ts';
import { useStaffTicket } from './api/get-staff-ticket.ts';
import { useStaffReply } from './api/reply-staff-ticket.ts';
import { CloseTicketButton, ReopenTicketButton } from './StaffTicketActions.tsx';

/** Admin › Support tickets › one ticket: the member, the conversation, a reply, Close (confirmed) and Reopen. */
export function SupportTicketAdminDetailPage() {
  const id = useParams().id ?? '';
  const viewerId = useAuth().user?.id;
  const ticket = useStaffTicket(id);
  const reply = useStaffReply();

  return (
    <section aria-labelledby="admin-section-title" className="flex flex-col gap-5">
      <Link
        to={adminHref({ path: 'tickets' })}
        className="text-sm font-semibold text-primary hover:underline"
      >
        ← Support tickets
      </Link>
      <QueryState query={ticket} what="ticket">
        {(t) => {
          const own = isOwnTicket(t.member.id, viewerId);
          return (
            <>
              <header className="flex flex-col gap-2">
                <h2
                  id="admin-section-title"
                  className="text-xl font-semibold break-words text-white sm:text-2xl"
                >
                  {t.subject}
                </h2>
                <p className="flex flex-wrap items-center gap-2 text-sm text-slate-400">
                  <TicketStatusPill status={t.status} />#{t.id} · {t.member.display_name} (@
                  {t.member.username}) · {ticketCategoryLabel(t.category)}
                  {t.redemption ? ` · purchase #${t.redemption.id}: ${t.redemption.item_name}` : ''}
                  {t.closed_by ? ` · closed by @${t.closed_by.username}` : ''}
                </p>
              </header>
              <Conversation messages={t.messages} />
              {own && canReplyToTicket(t.status) ? (
                <p className="rounded-xl bg-slate-950/40 px-4 py-3 text-sm text-slate-300">
                  {ticketsMessages.ownTicket}
                </p>
              ) : canReplyToTicket(t.status) ? (
                <ReplyForm
                  formId="staff-reply"
                  label="Reply to the member"
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
                >
                  {canCloseTicket(t.status) ? <CloseTicketButton id={t.id} /> : null}
                </ReplyForm>
              ) : (
                <div className="flex flex-wrap items-center gap-3 rounded-xl bg-slate-950/40 px-4 py-3 text-sm text-slate-300">
                  <p>{ticketsMessages.staffClosed}</p>
                  {own ? null : <ReopenTicketButton id={t.id} />}
                </div>
              )}
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
