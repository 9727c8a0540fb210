import { type TicketMessage, ticketsMessages } from '@podium/shared/tickets/schemas';
import { cx } from '@/components/cx.ts';
import { Pill } from '@/components/Pill.tsx';
import { formatDateTime } from '@/lib/datetime.ts';

/** A ticket's messages, oldest first, as plain text (never markup); staff replies stand out, the site's own lines are plain. */
export function Conversation({ messages }: { messages: TicketMessage[] }) {
  return (
    <ol aria-label="Conversation" className="flex flex-col gap-3">
      {messages.map((m) =>
        m.system ? (
          <li
            key={m.id}
            className="rounded-xl border border-white/10 bg-slate-950/40 px-4 py-3 text-sm text-slate-300"
          >
            <span className="font-semibold text-white">{ticketsMessages.systemAuthor}</span> · {m.body}{' '}
            <time dateTime={m.created_at} className="text-xs text-slate-400">
              {formatDateTime(m.created_at)}
            </time>
          </li>
        ) : (
          <li
            key={m.id}
            className={cx(
              'rounded-2xl border p-4',
              m.from_staff ? 'border-primary/30 bg-primary/10 sm:ml-10' : 'border-white/10 bg-card sm:mr-10',
            )}
          >
            <div className="mb-2 flex flex-wrap items-center gap-2 text-sm">
              <span className="font-semibold text-white">{m.author_name ?? 'Deleted account'}</span>
              {m.from_staff ? <Pill tone="sky">Support team</Pill> : null}
              <time dateTime={m.created_at} className="text-xs text-slate-400">
                {formatDateTime(m.created_at)}
              </time>
            </div>
            <p className="text-sm whitespace-pre-wrap break-words text-slate-200">{m.body}</p>
          </li>
        ),
      )}
    </ol>
  );
}
