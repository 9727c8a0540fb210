import type { AuditEntry } from '@podium/shared/audit/schemas';
import type { ReactNode } from 'react';
import { AdminDate } from '@/components/admin/AdminDate.tsx';
import { cardClass } from '@/components/styles.ts';
import { AuditChanges } from './AuditChanges.tsx';
import { actorLabel, targetLabel } from './entry-words.ts';

const th = 'px-3 py-3 text-left text-xs font-semibold uppercase tracking-wide text-slate-400';
/** On phones each row is a card and each cell a labelled line (the label from `data-label`). */
const td =
  'px-3 py-2 align-top md:py-3 max-md:grid max-md:grid-cols-[7rem_1fr] max-md:gap-2 max-md:py-1 max-md:before:text-xs max-md:before:text-slate-400 max-md:before:content-[attr(data-label)]';

interface AuditLogTableProps {
  entries: AuditEntry[];
  /** The accessible name of the table ("Audit log", "Actions on this member"). */
  caption: string;
  busy?: boolean;
  /** Shows only this actor's or this member's entries (the section's filters); none in a panel. */
  onActor?: (actor: NonNullable<AuditEntry['actor']>) => void;
  onMember?: (member: NonNullable<AuditEntry['target_member']>) => void;
  /** Leaves out the Member column (the member page, where it is always the same member). */
  hideMember?: boolean;
}

/** Entries as a table: time (UTC), actor, action, target, member, before → after, reason, request id. */
export function AuditLogTable(props: AuditLogTableProps) {
  const { entries, caption, busy = false, onActor, onMember, hideMember = false } = props;
  return (
    <div className={`${cardClass} overflow-x-auto`}>
      <table className="w-full text-sm max-md:block" aria-busy={busy || undefined}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-white/10 bg-white/[0.03] max-md:sr-only">
          <tr>
            <th scope="col" className={th}>
              Time (UTC)
            </th>
            <th scope="col" className={th}>
              Actor
            </th>
            <th scope="col" className={th}>
              Action
            </th>
            <th scope="col" className={th}>
              Target
            </th>
            {hideMember ? null : (
              <th scope="col" className={th}>
                Member
              </th>
            )}
            <th scope="col" className={th}>
              Before → after
            </th>
            <th scope="col" className={th}>
              Reason
            </th>
            <th scope="col" className={th}>
              Request
            </th>
          </tr>
        </thead>
        <tbody
          className={`divide-y divide-white/5 transition-opacity max-md:block ${busy ? 'opacity-60' : ''}`}
        >
          {entries.map((entry) => (
            <tr key={entry.id} className="max-md:block max-md:py-2">
              <td data-label="Time (UTC)" className={`${td} whitespace-nowrap text-slate-300 tabular-nums`}>
                <AdminDate iso={entry.at} precision="second" />
              </td>
              <td data-label="Actor" className={td}>
                <Pick
                  label={actorLabel(entry)}
                  onPick={entry.actor && onActor ? () => onActor(entry.actor!) : undefined}
                  what="actor"
                />
              </td>
              <td data-label="Action" className={td}>
                <code className="rounded bg-white/5 px-1.5 py-0.5 text-xs text-slate-100">
                  {entry.action}
                </code>
              </td>
              <td data-label="Target" className={`${td} text-slate-300`}>
                {targetLabel(entry)}
              </td>
              {hideMember ? null : (
                <td data-label="Member" className={td}>
                  {entry.target_member ? (
                    <Pick
                      label={entry.target_member.username}
                      onPick={onMember ? () => onMember(entry.target_member!) : undefined}
                      what="member"
                    />
                  ) : (
                    <span className="text-slate-500">—</span>
                  )}
                </td>
              )}
              <td data-label="Before → after" className={td}>
                <AuditChanges before={entry.before} after={entry.after} />
              </td>
              <td data-label="Reason" className={`${td} break-words text-slate-300`}>
                {entry.reason ?? <span className="text-slate-500">—</span>}
              </td>
              <td data-label="Request" className={td}>
                {entry.request_id ? (
                  <code className="text-xs break-all text-slate-400">{entry.request_id}</code>
                ) : (
                  <span className="text-slate-500">—</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A name that, in the section, filters the log by it; plain text elsewhere. */
function Pick({ label, onPick, what }: { label: string; onPick?: () => void; what: string }): ReactNode {
  if (!onPick) return <span className="text-slate-100">{label}</span>;
  return (
    <button
      type="button"
      onClick={onPick}
      className="text-left font-medium text-slate-100 underline-offset-2 hover:text-primary hover:underline"
      title={`Show only this ${what}'s entries`}
    >
      {label}
    </button>
  );
}
