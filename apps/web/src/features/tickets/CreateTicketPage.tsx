import { Link } from 'react-router';
import { useAuth } from '@/lib/use-auth.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { type PurchaseOption, TicketForm } from './components/TicketForm.tsx';
import { TicketSignIn } from './components/TicketSignIn.tsx';
import { ticketsPageClass } from './styles.ts';

/** /tickets/create (linked from /contact): a member opens a support ticket; a visitor is asked to sign in. */
export function CreateTicketPage({ purchases = [] }: { purchases?: PurchaseOption[] }) {
  const { user } = useAuth();
  useDocumentTitle('Create Ticket');
  return (
    <div className={ticketsPageClass}>
      <div className="flex flex-col gap-1">
        <Link to="/tickets" className="text-sm font-semibold text-primary hover:underline">
          ← Your tickets
        </Link>
        <h1 className="text-3xl font-black text-white sm:text-4xl">Create Ticket</h1>
        <p className="text-slate-400">Tell us what happened. Our team usually replies within 24-48 hours.</p>
      </div>
      {user ? <TicketForm purchases={purchases} /> : <TicketSignIn />}
    </div>
  );
}
