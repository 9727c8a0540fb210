import {
  canCloseTicket,
  canReplyToTicket,
  isOwnTicket,
  ticketCategoryLabel,
} from '@podium/shared/tickets/rules';
import { ticketsMessages } from '@podium/shared/tickets/schemas';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { AdminDate } from '@/components/admin/AdminDate.tsx';
import { StatusBadge } from '@/components/admin/StatusBadge.tsx';
import { QueryState } from '@/components/QueryState.tsx';
import { Conversation } from '@/features/tickets/components/Conversation.tsx';
import { ReplyForm } from '@/features/tickets/components/ReplyForm.tsx';
import { adminHref } from '@/lib/admin-section.ts';
import { errorMessage } from '@/lib/form-errors.ts';
import { useAuth } from '@/lib/use-auth.ts';
import { useStaffTicket } from './api/get-staff-ticket.ts';
import { useStaffReply } from './api/reply-staff-ticket.ts';
import { CloseTicketButton, ReopenTicketButton, StaffNoteForm } from './StaffTicketActions.tsx';
import { TicketStatusBadge } from './TicketStatusBadge.tsx';

/**
 * Admin › Support tickets › one ticket: the member, the conversation (with staff notes), a reply,
 * Close (confirmed), Reopen and a note for staff only.
 */
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
                  <TicketStatusBadge status={t.status} />#{t.id} · {t.member.display_name} (@
                  {t.member.username}) · {ticketCategoryLabel(t.category)}
                  {t.redemption ? ` · purchase #${t.redemption.id}: ${t.redemption.item_name}` : ''}
                  {t.closed_by ? ` · closed by @${t.closed_by.username}` : ''}
                </p>
              </header>
              <Conversation
                messages={t.messages}
                when={(iso) => <AdminDate iso={iso} />}
                staffMark={<StatusBadge tone="sky">Support team</StatusBadge>}
                noteMark={<StatusBadge tone="amber">{ticketsMessages.staffNoteLabel}</StatusBadge>}
              />
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
              {own ? null : <StaffNoteForm id={t.id} />}
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
