import { bellLabel } from '@podium/shared/notifications/bell';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { lazy, Suspense, useState } from 'react';
import { Spinner } from '@/components/Spinner.tsx';
import { useUnreadCount } from '@/features/notifications/api/notifications.ts';
import { BellIcon, bellButtonClass, UnreadBadge } from './BellIcon.tsx';

/** The panel's list loads when it is first opened (decision 062): the bell itself stays small. */
const NotificationsPanel = lazy(() =>
  import('./NotificationsPanel.tsx').then((m) => ({ default: m.NotificationsPanel })),
);

/**
 * The header's bell (signed-in members): the unread count, live, in its badge and its accessible name;
 * it opens a menu of the newest notifications (arrow keys move, Enter opens one, Escape closes).
 */
export function NotificationsBell({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const count = useUnreadCount(true);
  const [open, setOpen] = useState(defaultOpen);
  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger aria-label={bellLabel(count)} className={bellButtonClass}>
        <BellIcon size={20} />
        <UnreadBadge count={count} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-label="Notifications"
          className="z-60 flex max-h-[min(32rem,calc(100dvh-6rem))] w-[calc(100vw-1rem)] flex-col overflow-y-auto rounded-xl border border-white/10 bg-slate-900/95 p-1.5 shadow-2xl shadow-black/50 backdrop-blur-xl sm:w-96"
        >
          <Suspense fallback={<Spinner inline label="Loading notifications…" className="p-4" />}>
            <NotificationsPanel />
          </Suspense>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
