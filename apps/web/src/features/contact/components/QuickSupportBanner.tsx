import { Link } from 'react-router';
import { LifebuoyIcon } from './icons.tsx';

/** SPEC §2: the quick-support banner, with Create Ticket → /tickets/create. */
export function QuickSupportBanner() {
  return (
    <aside
      aria-labelledby="quick-support-heading"
      className="flex flex-col gap-4 rounded-2xl border border-primary/30 bg-primary/10 p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <LifebuoyIcon size={28} className="mt-0.5 shrink-0 text-primary" />
        <div>
          <h2 id="quick-support-heading" className="font-bold text-white">
            Need quick support?
          </h2>
          <p className="text-sm text-slate-300">
            A question about a prize, a payout, a store order or your account? Open a support ticket and
            follow the answer on the site.
          </p>
        </div>
      </div>
      <Link
        to="/tickets/create"
        className="shrink-0 rounded-xl bg-linear-to-r from-secondary to-primary px-5 py-2.5 text-center font-bold text-white shadow-lg shadow-secondary/30 hover:brightness-110"
      >
        Create Ticket
      </Link>
    </aside>
  );
}
