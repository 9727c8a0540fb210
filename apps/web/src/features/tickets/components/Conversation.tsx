import { type TicketMessage, ticketsMessages } from '@podium/shared/tickets/schemas';
import type { ReactNode } from 'react';
import { cx } from '@/components/cx.ts';
import { Pill } from '@/components/Pill.tsx';
import { formatDateTime } from '@/lib/datetime.ts';

/** A ticket's messages, oldest first, as plain text (never markup); staff replies stand out, the site's own lines are plain. */
interface ConversationProps {
  messages: TicketMessage[];
  /** How a message's moment reads (the admin panel passes its one date format). */
  when?: (iso: string) => ReactNode;
  /** The mark beside a staff reply (the admin panel passes its one badge). */
  staffMark?: ReactNode;
  /** The mark beside a staff note (only staff views hold notes). */
  noteMark?: ReactNode;
}

const localTime = (iso: string) => formatDateTime(iso);

export function Conversation({
  messages,
  when = localTime,
  staffMark = <Pill tone="sky">Support team</Pill>,
  noteMark = <Pill tone="amber">{ticketsMessages.staffNoteLabel}</Pill>,
}: ConversationProps) {
  return (
    <ol aria-label="Conversation" className="flex flex-col gap-3">
      {messages.map((m) =>
        m.system ? (
          <li
            key={m.id}
            className="rounded-xl border border-white/10 bg-slate-950/40 px-4 py-3 text-sm text-slate-300"
          >
            <span className="font-semibold text-white">{ticketsMessages.systemAuthor}</span> · {m.body}{' '}
            <span className="text-xs text-slate-400">{timeOf(m.created_at, when)}</span>
          </li>
        ) : (
          <li
            key={m.id}
            className={cx(
              'rounded-2xl border p-4',
              m.staff_only
                ? 'border-dashed border-amber-300/40 bg-amber-300/5 sm:ml-10'
                : m.from_staff
                  ? 'border-primary/30 bg-primary/10 sm:ml-10'
                  : 'border-white/10 bg-card sm:mr-10',
            )}
          >
            <div className="mb-2 flex flex-wrap items-center gap-2 text-sm">
              <span className="font-semibold text-white">{m.author_name ?? 'Deleted account'}</span>
              {m.staff_only ? noteMark : m.from_staff ? staffMark : null}
              <span className="text-xs text-slate-400">{timeOf(m.created_at, when)}</span>
            </div>
            <p className="text-sm whitespace-pre-wrap break-words text-slate-200">{m.body}</p>
          </li>
        ),
      )}
    </ol>
  );
}

/** The default reading sits in its own `<time>`; a passed one brings its own element. */
function timeOf(iso: string, when: (iso: string) => ReactNode) {
  return when === localTime ? <time dateTime={iso}>{localTime(iso)}</time> : when(iso);
}
