import { ticketStatusLabel } from '@podium/shared/tickets/rules';
import type { TicketStatus } from '@podium/shared/tickets/schemas';
import { Pill, type PillTone } from '@/components/Pill.tsx';

const tone: Record<TicketStatus, PillTone> = { open: 'amber', answered: 'sky', closed: 'neutral' };

export function TicketStatusPill({ status }: { status: TicketStatus }) {
  return <Pill tone={tone[status]}>{ticketStatusLabel(status)}</Pill>;
}
