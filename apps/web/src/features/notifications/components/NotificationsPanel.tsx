import { NOTIFICATION_PANEL_SIZE } from '@podium/shared/notifications/kinds';
import { notificationsMessages as m, notificationMessage } from '@podium/shared/notifications/messages';
import type { NotificationRow } from '@podium/shared/notifications/schemas';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Spinner } from '@/components/Spinner.tsx';
import {
  notificationPageQuery,
  useMarkAllRead,
  useMarkRead,
} from '@/features/notifications/api/notifications.ts';
import { NotificationTime, UnreadDot } from './NotificationText.tsx';

const itemClass =
  'flex cursor-pointer items-start gap-2 rounded-lg px-3 py-2 text-sm text-slate-200 outline-none select-none data-highlighted:bg-primary/20 data-highlighted:text-white data-disabled:cursor-default data-disabled:opacity-50';

/** The bell's menu: the newest notifications (each opens its page and is marked read), mark all, see all. */
export function NotificationsPanel() {
  const query = useQuery(notificationPageQuery(1, NOTIFICATION_PANEL_SIZE));
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const unread = query.data?.unread ?? 0;
  return (
    <>
      <div className="flex items-center justify-between gap-2 px-3 pt-1.5 pb-2">
        <DropdownMenu.Label className="text-sm font-black text-white">{m.title}</DropdownMenu.Label>
        <DropdownMenu.Item
          disabled={unread === 0 || markAll.isPending}
          onSelect={(event) => {
            event.preventDefault(); // stay open: the list shows them read
            markAll.mutate();
          }}
          className="cursor-pointer rounded-md px-2 py-1 text-xs font-bold text-accent outline-none data-disabled:cursor-default data-disabled:opacity-50 data-highlighted:bg-primary/20"
        >
          {m.markAllRead}
        </DropdownMenu.Item>
      </div>
      <DropdownMenu.Separator className="mb-1 h-px bg-white/10" />
      {query.isPending ? (
        <Spinner inline label="Loading notifications…" className="p-4" />
      ) : query.isError ? (
        <div className="flex flex-col items-start gap-2 px-3 py-3 text-sm text-slate-300">
          <p role="alert">{m.loadFailed}</p>
          <DropdownMenu.Item
            onSelect={(event) => {
              event.preventDefault();
              void query.refetch();
            }}
            className={itemClass}
          >
            Try again
          </DropdownMenu.Item>
        </div>
      ) : query.data.notifications.length === 0 ? (
        <div className="px-3 py-6 text-center">
          <p className="font-semibold text-white">{m.empty}</p>
          <p className="mt-1 text-xs text-slate-400">{m.emptyDescription}</p>
        </div>
      ) : (
        <ul className="flex flex-col">
          {query.data.notifications.map((row) => (
            <li key={row.id}>
              <PanelItem row={row} onOpen={() => !row.read_at && markRead.mutate(row.id)} />
            </li>
          ))}
        </ul>
      )}
      <DropdownMenu.Separator className="my-1 h-px bg-white/10" />
      <DropdownMenu.Item asChild className={`${itemClass} justify-center font-bold text-accent`}>
        <Link to="/notifications">{m.viewAll}</Link>
      </DropdownMenu.Item>
    </>
  );
}

function PanelItem({ row, onOpen }: { row: NotificationRow; onOpen: () => void }) {
  const { text, href } = notificationMessage(row);
  return (
    <DropdownMenu.Item asChild onSelect={onOpen} className={itemClass}>
      <Link to={href} data-unread={row.read_at ? undefined : ''}>
        <UnreadDot row={row} />
        <span className={`flex min-w-0 flex-col gap-0.5 ${row.read_at ? '' : 'font-semibold text-white'}`}>
          <span className="break-words">{text}</span>
          <NotificationTime row={row} />
        </span>
      </Link>
    </DropdownMenu.Item>
  );
}
