import { Link } from 'react-router';
import { EmptyState } from '@/components/EmptyState.tsx';
import { QueryState } from '@/components/QueryState.tsx';
import { useAuth } from '@/lib/use-auth.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useTickets } from './api/get-tickets.ts';
import { TicketList } from './components/TicketList.tsx';
import { TicketSignIn } from './components/TicketSignIn.tsx';
import { newTicketLinkClass, ticketsPageClass } from './styles.ts';

/** /tickets: the member's support tickets with their status, newest activity first. */
export function TicketsPage() {
  const { user } = useAuth();
  const tickets = useTickets(user !== null);
  useDocumentTitle('Support Tickets');
  return (
    <div className={ticketsPageClass}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-3xl font-black text-white sm:text-4xl">Support Tickets</h1>
          <p className="text-slate-400">Questions about prizes, payouts, store orders or your account.</p>
        </div>
        {user ? (
          <Link to="/tickets/create" className={newTicketLinkClass}>
            Create Ticket
          </Link>
        ) : null}
      </div>
      {!user ? (
        <TicketSignIn />
      ) : (
        <QueryState query={tickets} what="tickets">
          {(list) =>
            list.length === 0 ? (
              <EmptyState
                title="No Tickets Yet"
                description="When you open a support ticket, you can follow the conversation here."
              />
            ) : (
              <TicketList tickets={list} />
            )
          }
        </QueryState>
      )}
    </div>
  );
}
