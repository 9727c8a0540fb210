import { ticketCategoryLabel } from '@podium/shared/tickets/rules';
import type { StaffTicket } from '@podium/shared/tickets/schemas';
import { Link } from 'react-router';
import { AdminDate } from '@/components/admin/AdminDate.tsx';
import { cardClass } from '@/components/styles.ts';
import { adminHref } from '@/lib/admin-section.ts';
import { TicketStatusBadge } from './TicketStatusBadge.tsx';

/** One page of the queue: each ticket links to its conversation. */
export function TicketQueueList({ tickets, busy }: { tickets: StaffTicket[]; busy: boolean }) {
  return (
    <ul
      aria-label="Tickets"
      aria-busy={busy || undefined}
      className={`flex flex-col gap-2 ${busy ? 'opacity-60' : ''}`}
    >
      {tickets.map((t) => (
        <li key={t.id}>
          <Link
            to={`${adminHref({ path: 'tickets' })}/${t.id}`}
            className={`${cardClass} flex flex-col gap-2 p-4 hover:border-primary/40 sm:flex-row sm:items-center sm:justify-between`}
          >
            <span className="flex min-w-0 flex-col gap-1">
              <span className="truncate font-semibold text-white">{t.subject}</span>
              <span className="text-xs text-slate-400">
                #{t.id} · @{t.member.username} · {ticketCategoryLabel(t.category)}
                {t.redemption ? ` · ${t.redemption.item_name}` : ''} · {t.message_count}{' '}
                {t.message_count === 1 ? 'message' : 'messages'} · updated <AdminDate iso={t.updated_at} />
              </span>
            </span>
            <TicketStatusBadge status={t.status} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
