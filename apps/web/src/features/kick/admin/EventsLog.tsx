import type { KickEventLog, KickEventOutcome } from '@podium/shared/kick/admin';
import { EmptyState } from '@/components/EmptyState.tsx';
import { Panel } from '@/components/Panel.tsx';
import { Pill, type PillTone } from '@/components/Pill.tsx';
import { QueryState } from '@/components/QueryState.tsx';
import { formatDateTime } from '@/lib/datetime.ts';
import { useKickEvents } from './api/get-kick-events.ts';

const tone = (outcome: KickEventOutcome): PillTone =>
  outcome === 'credited' || outcome === 'bonus' || outcome === 'command'
    ? 'emerald'
    : outcome === 'live'
      ? 'rose'
      : outcome === 'ignored'
        ? 'neutral'
        : 'amber';

const who = (e: KickEventLog) =>
  e.kick_username ? `${e.kick_username}${e.username ? ` (${e.username})` : ''}` : '—';

/** The latest deliveries from Kick, newest first, with what came of each. */
export function EventsLog() {
  const query = useKickEvents();
  return (
    <Panel level={3} title="Recent events" description="The last 100 deliveries from Kick.">
      <QueryState query={query} what="Kick events">
        {(events) =>
          events.length === 0 ? (
            <EmptyState size="panel" title="No events yet" description="Kick's deliveries appear here." />
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Recent Kick events</caption>
                <thead className="text-xs uppercase text-slate-400">
                  <tr>
                    <th scope="col" className="py-2 pr-3">
                      Time
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      Event
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      Who
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      Outcome
                    </th>
                    <th scope="col" className="py-2 pr-3 text-right">
                      Points
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-white/5 text-slate-300">
                  {events.map((e) => (
                    <tr key={e.id}>
                      <td className="py-2 pr-3 whitespace-nowrap">{formatDateTime(e.created_at)}</td>
                      <td className="py-2 pr-3">{e.type}</td>
                      <td className="py-2 pr-3">{who(e)}</td>
                      <td className="py-2 pr-3">
                        <Pill tone={tone(e.outcome)}>{e.outcome}</Pill>
                        {e.detail ? <span className="ml-2 text-xs text-slate-400">{e.detail}</span> : null}
                      </td>
                      <td className="py-2 pr-3 text-right tabular-nums">{e.points}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryState>
    </Panel>
  );
}
