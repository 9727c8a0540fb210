import type { Announcement } from '@podium/shared/announcements/schemas';
import { EmptyState } from '@/components/EmptyState.tsx';
import { Panel } from '@/components/Panel.tsx';
import { Pill, type PillTone } from '@/components/Pill.tsx';
import { QueryState } from '@/components/QueryState.tsx';
import { formatDateTime } from '@/lib/datetime.ts';
import { useAnnouncements } from './api/get-announcements.ts';

const tones: Record<Announcement['status'], PillTone> = { sent: 'emerald', pending: 'amber', failed: 'rose' };

/** What was announced (or waits to be, with the last error and the tries so far). */
export function Outbox() {
  const query = useAnnouncements();
  return (
    <Panel level={3} title="Announcements" description="The latest 50, newest first.">
      <QueryState query={query} what="announcements">
        {(rows) =>
          rows.length === 0 ? (
            <EmptyState
              size="panel"
              title="Nothing announced yet"
              description="Raffle draws and finished tournaments appear here."
            />
          ) : (
            <ul className="divide-y divide-white/5" aria-label="Announcements">
              {rows.map((a) => (
                <li
                  key={a.id}
                  className="flex flex-col gap-1 py-3 text-sm sm:flex-row sm:items-start sm:justify-between"
                >
                  <div className="min-w-0">
                    <p className="break-words text-slate-200">{a.content}</p>
                    <p className="text-xs text-slate-400">
                      {formatDateTime(a.created_at)}
                      {a.attempts > 0 ? ` · ${a.attempts} ${a.attempts === 1 ? 'try' : 'tries'}` : ''}
                      {a.last_error && a.status !== 'sent' ? ` · ${a.last_error}` : ''}
                    </p>
                  </div>
                  <Pill tone={tones[a.status]}>{a.status}</Pill>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </Panel>
  );
}
