import { auditChanges } from './entry-words.ts';

/** Before → after of one entry, one line per field that changed. */
export function AuditChanges({ before, after }: { before: unknown; after: unknown }) {
  const changes = auditChanges(before, after);
  if (changes.length === 0) return <span className="text-slate-500">No change</span>;
  return (
    <ul className="space-y-0.5">
      {changes.map((c) => (
        <li key={c.field ?? 'value'} className="break-words">
          {c.field ? <span className="text-slate-400">{c.field}: </span> : null}
          <span className="text-slate-300">{c.before}</span>
          <span aria-hidden="true" className="px-1 text-slate-500">
            →
          </span>
          <span className="sr-only"> to </span>
          <span className="font-medium text-white">{c.after}</span>
        </li>
      ))}
    </ul>
  );
}
