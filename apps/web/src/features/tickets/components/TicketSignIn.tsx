import { ticketsMessages } from '@podium/shared/tickets/schemas';
import { Link, useLocation } from 'react-router';
import { EmptyState } from '@/components/EmptyState.tsx';

/** Tickets belong to a member: a visitor is asked to sign in, and comes back here afterwards. */
export function TicketSignIn() {
  const { pathname } = useLocation();
  return (
    <EmptyState title="Authentication Required" description={ticketsMessages.signIn}>
      <Link
        to={`/login?next=${encodeURIComponent(pathname)}`}
        className="rounded-xl bg-linear-to-r from-secondary to-primary px-5 py-2.5 font-bold text-white shadow-lg shadow-secondary/30 hover:brightness-110"
      >
        Login
      </Link>
    </EmptyState>
  );
}
