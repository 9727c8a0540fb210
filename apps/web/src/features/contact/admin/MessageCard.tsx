import type { ContactMessage } from '@podium/shared/contact/schemas';
import { AdminDate } from '@/components/admin/AdminDate.tsx';
import { StatusBadge } from '@/components/admin/StatusBadge.tsx';
import { buttonClass, cardClass } from '@/components/styles.ts';
import type { MessageAction } from './api/mark-message.ts';

interface MessageCardProps {
  message: ContactMessage;
  canReply: boolean;
  busy: boolean;
  onAction: (action: MessageAction) => void;
  onReply: () => void;
}

/** One contact message: who sent it, when, and the text exactly as typed (shown as text, never markup). */
export function MessageCard({ message: m, canReply, busy, onAction, onReply }: MessageCardProps) {
  const titleId = `contact-message-${m.id}`;
  return (
    <article aria-labelledby={titleId} className={`${cardClass} flex flex-col gap-3 p-5`}>
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={titleId} className="font-semibold break-words text-white">
            {m.subject}
          </h3>
          <p className="text-sm break-words text-slate-400">
            {m.name} &lt;{m.email}&gt;
            {m.member ? ` · @${m.member.username}` : ' · not signed in'} · <AdminDate iso={m.created_at} />
          </p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          {m.read_at ? <StatusBadge>Read</StatusBadge> : <StatusBadge tone="amber">Unread</StatusBadge>}
          {m.archived_at ? <StatusBadge>Archived</StatusBadge> : null}
          {m.replied_at ? (
            <StatusBadge tone="emerald">{`Replied${m.replied_by ? ` by @${m.replied_by.username}` : ''}`}</StatusBadge>
          ) : null}
        </div>
      </header>
      <p
        data-testid="contact-message-text"
        className="text-sm whitespace-pre-wrap break-words text-slate-200"
      >
        {m.message}
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          disabled={busy}
          onClick={() => onAction(m.read_at ? 'unread' : 'read')}
        >
          {m.read_at ? 'Mark unread' : 'Mark read'}
        </button>
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          disabled={busy}
          onClick={() => onAction(m.archived_at ? 'restore' : 'archive')}
        >
          {m.archived_at ? 'Move to inbox' : 'Archive'}
        </button>
        {canReply ? (
          <button type="button" className={buttonClass('primary', 'sm')} disabled={busy} onClick={onReply}>
            Reply by email
          </button>
        ) : null}
      </div>
    </article>
  );
}
