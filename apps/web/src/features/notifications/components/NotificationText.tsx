import type { NotificationRow } from '@podium/shared/notifications/schemas';
import { formatDateTime } from '@/lib/datetime.ts';

/** A notification's time, as the site writes dates. */
export function NotificationTime({ row }: { row: NotificationRow }) {
  return (
    <time dateTime={row.created_at} className="text-xs text-slate-400">
      {formatDateTime(row.created_at)}
    </time>
  );
}

/** The unread marker: a dot, and the words for screen readers. */
export function UnreadDot({ row }: { row: NotificationRow }) {
  if (row.read_at) return <span aria-hidden="true" className="size-2 shrink-0" />;
  return (
    <>
      <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full bg-primary" />
      <span className="sr-only">Unread: </span>
    </>
  );
}
