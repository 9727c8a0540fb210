import { ticketStatusLabel } from '@podium/shared/tickets/rules';
import type { TicketStatus } from '@podium/shared/tickets/schemas';
import { type BadgeTone, StatusBadge } from '@/components/admin/StatusBadge.tsx';

const tone: Record<TicketStatus, BadgeTone> = { open: 'amber', answered: 'sky', closed: 'neutral' };

/** A ticket's status in the admin panel: the kit's badge, the member's words ("Open", "Answered", "Closed"). */
export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return <StatusBadge tone={tone[status]}>{ticketStatusLabel(status)}</StatusBadge>;
}
