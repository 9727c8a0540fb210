import { AdminEmptyState } from '@/components/admin/AdminEmptyState.tsx';
import { Panel } from '@/components/Panel.tsx';
import { QueryState } from '@/components/QueryState.tsx';
import { useAnnouncements } from './api/get-announcements.ts';
import { OutboxRow } from './OutboxRow.tsx';

/** What was announced (or waits to be, failed, or was not posted), with Retry and Cancel (decision 055). */
export function Outbox() {
  const query = useAnnouncements();
  return (
    <Panel level={3} title="Announcements" description="The latest 50, newest first.">
      <QueryState query={query} what="announcements">
        {(rows) =>
          rows.length === 0 ? (
            <AdminEmptyState
              title="No announcements yet"
              description="Raffle draws and finished tournaments appear here."
            />
          ) : (
            <ul className="divide-y divide-white/5" aria-label="Announcements">
              {rows.map((a) => (
                <OutboxRow key={a.id} announcement={a} />
              ))}
            </ul>
          )
        }
      </QueryState>
    </Panel>
  );
}
