import {
  type KickEventLog,
  type KickEventOutcome,
  type KickEventsQuery,
  kickEventNames,
  kickEventOutcomes,
} from '@podium/shared/kick/admin';
import { kickEventTypeLabel, kickEventTypeWords, kickOutcomeWords } from '@podium/shared/kick/event-words';
import { useState } from 'react';
import { AdminDate } from '@/components/admin/AdminDate.tsx';
import { AdminEmptyState } from '@/components/admin/AdminEmptyState.tsx';
import { type BadgeTone, StatusBadge } from '@/components/admin/StatusBadge.tsx';
import { SelectField } from '@/components/form/SelectField.tsx';
import { Panel } from '@/components/Panel.tsx';
import { QueryState } from '@/components/QueryState.tsx';
import { useKickEvents } from './api/get-kick-events.ts';

const tone = (outcome: KickEventOutcome): BadgeTone =>
  outcome === 'credited' || outcome === 'bonus' || outcome === 'command'
    ? 'emerald'
    : outcome === 'live'
      ? 'rose'
      : outcome === 'ignored'
        ? 'neutral'
        : 'amber';

const who = (e: KickEventLog) =>
  e.kick_username ? `${e.kick_username}${e.username ? ` (${e.username})` : ''}` : '—';

type TypeChoice = '' | (typeof kickEventNames)[number];
type OutcomeChoice = '' | KickEventOutcome;
const typeOptions = [
  { value: '' as TypeChoice, label: 'All events' },
  ...kickEventNames.map((name) => ({ value: name as TypeChoice, label: kickEventTypeWords[name] })),
];
const outcomeOptions = [
  { value: '' as OutcomeChoice, label: 'All outcomes' },
  ...kickEventOutcomes.map((o) => ({ value: o as OutcomeChoice, label: kickOutcomeWords[o] })),
];

/** The raw code under the words, for whoever reads Kick's or the server's logs. */
const code = (text: string) => <span className="block font-mono text-xs text-slate-500">{text}</span>;

/** The latest deliveries from Kick, newest first, with what came of each, in words, by type and outcome. */
export function EventsLog() {
  const [type, setType] = useState<TypeChoice>('');
  const [outcome, setOutcome] = useState<OutcomeChoice>('');
  const filters: KickEventsQuery = { ...(type ? { type } : {}), ...(outcome ? { outcome } : {}) };
  const filtered = Boolean(type || outcome);
  const query = useKickEvents(filters);
  return (
    <Panel level={3} title="Recent events" description="The last 100 deliveries from Kick.">
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          id="kick-events-type"
          label="Event"
          value={type}
          options={typeOptions}
          onChange={setType}
        />
        <SelectField
          id="kick-events-outcome"
          label="Outcome"
          value={outcome}
          options={outcomeOptions}
          onChange={setOutcome}
        />
      </div>
      <QueryState query={query} what="Kick events">
        {(events) =>
          events.length === 0 ? (
            filtered ? (
              <AdminEmptyState title="No events found" description="Nothing matches these filters." />
            ) : (
              <AdminEmptyState title="No events yet" description="Kick's deliveries appear here." />
            )
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
                      <td className="py-2 pr-3 whitespace-nowrap">
                        <AdminDate iso={e.created_at} />
                      </td>
                      <td className="py-2 pr-3">
                        <span className="block">{kickEventTypeLabel(e.type)}</span>
                        {code(e.type)}
                      </td>
                      <td className="py-2 pr-3">{who(e)}</td>
                      <td className="py-2 pr-3">
                        <StatusBadge tone={tone(e.outcome)} title={e.outcome}>
                          {kickOutcomeWords[e.outcome]}
                        </StatusBadge>
                        {e.detail ? <span className="ml-2 text-xs text-slate-400">{e.detail}</span> : null}
                        {code(e.outcome)}
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
