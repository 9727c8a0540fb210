import { notificationsMessages as m, notificationMessage } from '@podium/shared/notifications/messages';
import type { NotificationRow } from '@podium/shared/notifications/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/EmptyState.tsx';
import { Pagination } from '@/components/Pagination.tsx';
import { QueryState } from '@/components/QueryState.tsx';
import { buttonClass, cardClass } from '@/components/styles.ts';
import { useAuth } from '@/lib/use-auth.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { notificationPageQuery, useMarkAllRead, useMarkRead } from './api/notifications.ts';
import { BellIcon } from './components/BellIcon.tsx';
import { NotificationTime, UnreadDot } from './components/NotificationText.tsx';

const pageClass = 'mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12';

/** /notifications: every notification of the member's last 90 days, newest first, a page at a time. */
export function NotificationsPage() {
  const { user } = useAuth();
  useDocumentTitle(m.title);
  if (!user) {
    return (
      <div className={pageClass}>
        <EmptyState
          title="Authentication Required"
          description="You need to be logged in to see your notifications."
        >
          <Link
            to="/login"
            className="rounded-xl bg-[#5865f2] px-5 py-2.5 font-bold text-white transition hover:brightness-110"
          >
            Login with Discord
          </Link>
        </EmptyState>
      </div>
    );
  }
  return <SignedInNotifications />;
}

function SignedInNotifications() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const query = useQuery({ ...notificationPageQuery(page), placeholderData: keepPreviousData });
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const unread = query.data?.unread ?? 0;
  return (
    <div className={pageClass}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-black text-white">{m.title}</h1>
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          disabled={unread === 0 || markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          {m.markAllRead}
        </button>
      </div>
      <QueryState query={query} what="your notifications">
        {(data) =>
          data.total === 0 ? (
            <EmptyState icon={<BellIcon size={32} />} title={m.empty} description={m.emptyDescription} />
          ) : (
            <div>
              <ul className={`${cardClass} divide-y divide-white/10 overflow-hidden`}>
                {data.notifications.map((row) => (
                  <li key={row.id}>
                    <Item row={row} onOpen={() => !row.read_at && markRead.mutate(row.id)} />
                  </li>
                ))}
              </ul>
              {data.total > data.page_size ? (
                <Pagination
                  label="Notifications pages"
                  noun={{ one: 'notification', other: 'notifications' }}
                  page={data.page}
                  pageSize={data.page_size}
                  total={data.total}
                  onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})}
                />
              ) : null}
            </div>
          )
        }
      </QueryState>
    </div>
  );
}

function Item({ row, onOpen }: { row: NotificationRow; onOpen: () => void }) {
  const { text, href } = notificationMessage(row);
  return (
    <Link
      to={href}
      onClick={onOpen}
      data-unread={row.read_at ? undefined : ''}
      className="flex items-start gap-3 px-4 py-3 text-sm text-slate-300 transition-colors hover:bg-white/5 focus-visible:bg-white/5"
    >
      <UnreadDot row={row} />
      <span className={`flex min-w-0 flex-col gap-0.5 ${row.read_at ? '' : 'font-semibold text-white'}`}>
        <span className="break-words">{text}</span>
        <NotificationTime row={row} />
      </span>
    </Link>
  );
}
