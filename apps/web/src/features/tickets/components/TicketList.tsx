import { ticketCategoryLabel } from '@podium/shared/tickets/rules';
import type { TicketSummary } from '@podium/shared/tickets/schemas';
import { Link } from 'react-router';
import { formatDateTime } from '@/lib/datetime.ts';
import { TicketStatusPill } from './TicketStatusPill.tsx';

/** The member's tickets: subject, what it is about, status, last activity, and a mark for a new reply. */
export function TicketList({ tickets }: { tickets: TicketSummary[] }) {
  return (
    <ul aria-label="Your tickets" className="flex flex-col gap-3">
      {tickets.map((t) => (
        <li key={t.id}>
          <Link
            to={`/tickets/${t.id}`}
            className="flex flex-col gap-2 rounded-2xl border border-white/10 bg-card p-4 transition-colors hover:border-primary/40 sm:flex-row sm:items-center sm:justify-between"
          >
            <span className="flex min-w-0 flex-col gap-1">
              <span className="truncate font-semibold text-white">{t.subject}</span>
              <span className="text-xs text-slate-400">
                #{t.id} · {ticketCategoryLabel(t.category)}
                {t.redemption ? ` · ${t.redemption.item_name}` : ''} · updated {formatDateTime(t.updated_at)}
              </span>
            </span>
            <span className="flex shrink-0 items-center gap-2">
              {t.unread ? (
                <span className="rounded-full bg-rose-500 px-2 text-xs leading-5 font-black text-white">
                  New reply
                </span>
              ) : null}
              <TicketStatusPill status={t.status} />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
