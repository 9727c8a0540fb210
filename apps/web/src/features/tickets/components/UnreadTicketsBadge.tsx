import { useUnreadTickets } from '@/features/tickets/api/get-unread-tickets.ts';

/** How many tickets have a staff reply the member has not read; nothing at zero. */
export function UnreadTicketsBadge({ className }: { className?: string }) {
  const count = useUnreadTickets(true).data ?? 0;
  if (count <= 0) return null;
  return (
    <span
      className={`rounded-full bg-rose-500 px-2 text-xs leading-5 font-black text-white ${className ?? ''}`}
    >
      {count > 99 ? '99+' : count}
      <span className="sr-only"> unread {count === 1 ? 'reply' : 'replies'}</span>
    </span>
  );
}
