import { useId } from 'react';
import { Field } from '@/components/form/Field.tsx';
import { CloseIcon } from '@/components/icons/ui-icons.tsx';
import { buttonClass, inputClass } from '@/components/styles.ts';
import type { AuditFilters } from './api/get-audit-log.ts';

interface AuditFiltersFormProps {
  filters: AuditFilters;
  /** Every action code on record (the server's list). */
  actions: readonly string[];
  /** The usernames of the actor and member filtered on, when the page knows them. */
  names: { actor?: string | undefined; member?: string | undefined };
  onChange: (next: Partial<AuditFilters>) => void;
}

/** Action (from the codes on record), date from/to (UTC days); the actor and member filters as chips. */
export function AuditFiltersForm({ filters, actions, names, onChange }: AuditFiltersFormProps) {
  const id = useId();
  const codes = filters.action && !actions.includes(filters.action) ? [filters.action, ...actions] : actions;
  const chips = [
    filters.actor ? { key: 'actor', label: `Actor: ${names.actor ?? `#${filters.actor}`}` } : null,
    filters.member ? { key: 'member', label: `Member: ${names.member ?? `#${filters.member}`}` } : null,
  ].filter((c) => c !== null);
  return (
    <search className="mb-4 block space-y-3" aria-label="Filter the audit log">
      <div className="grid gap-3 sm:grid-cols-3">
        <Field id={`${id}-action`} label="Action">
          {(describedBy) => (
            <select
              id={`${id}-action`}
              value={filters.action ?? ''}
              onChange={(e) => onChange({ action: e.target.value || undefined })}
              aria-describedby={describedBy}
              className={`${inputClass} cursor-pointer`}
            >
              <option value="">All actions</option>
              {codes.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={`${id}-from`} label="From (UTC day)">
          {(describedBy) => (
            <input
              id={`${id}-from`}
              type="date"
              value={filters.from ?? ''}
              max={filters.to}
              onChange={(e) => onChange({ from: e.target.value || undefined })}
              aria-describedby={describedBy}
              className={inputClass}
            />
          )}
        </Field>
        <Field id={`${id}-to`} label="To (UTC day)">
          {(describedBy) => (
            <input
              id={`${id}-to`}
              type="date"
              value={filters.to ?? ''}
              min={filters.from}
              onChange={(e) => onChange({ to: e.target.value || undefined })}
              aria-describedby={describedBy}
              className={inputClass}
            />
          )}
        </Field>
      </div>
      {chips.length ? (
        <ul aria-label="Active filters" className="flex flex-wrap gap-2">
          {chips.map((chip) => (
            <li key={chip.key}>
              <button
                type="button"
                className={buttonClass('secondary', 'sm')}
                onClick={() => onChange({ [chip.key]: undefined })}
                aria-label={`Remove filter ${chip.label}`}
              >
                {chip.label} <CloseIcon />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-xs text-slate-400">Select an actor or a member in the log to see only theirs.</p>
      )}
    </search>
  );
}
