import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { CatalogueIcon } from '@/components/CatalogueIcon.tsx';
import { Field } from '@/components/form/Field.tsx';
import { buttonClass, inputClass } from '@/components/styles.ts';

export interface GrantedItem {
  id: number;
  name: string;
  description: string;
  icon: string;
  meta?: string;
}

interface GrantPanelProps {
  /** "badge" / "manual achievement", for labels. */
  noun: string;
  /** The grant button's text ("Grant badge"). */
  grantLabel: string;
  idPrefix: string;
  granted: GrantedItem[];
  /** What can still be granted. */
  options: { id: number; name: string }[];
  emptyText: string;
  /** Shown instead of the grant form when there is nothing left to grant. */
  noOptions: ReactNode;
  pending: boolean;
  /** Resolve to true once done (false after a failure, which they report themselves). */
  onGrant: (id: number) => Promise<boolean>;
  onRevoke: (item: GrantedItem) => Promise<boolean>;
}

/** The badges or achievements a member has (each with Revoke), and a form to grant one more. */
export function GrantPanel(props: GrantPanelProps) {
  const { noun, idPrefix, granted, options, pending } = props;
  const [choice, setChoice] = useState('');
  const selectRef = useRef<HTMLSelectElement>(null);
  const focusGrant = useRef(false);
  const selectId = `${idPrefix}-grant`;
  const selected = options.some((o) => String(o.id) === choice) ? choice : String(options[0]?.id ?? '');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!selected) return;
    void props.onGrant(Number(selected)).then((done) => done && setChoice(''));
  };
  const revoke = (item: GrantedItem) =>
    void props.onRevoke(item).then((done) => {
      focusGrant.current = done;
    });

  // A revoked row (and its button) goes away: keep the keyboard in the panel, on the grant control,
  // once the reloaded list shows it (it may only appear now, offering the revoked item again).
  useEffect(() => {
    if (!focusGrant.current || !selectRef.current) return;
    focusGrant.current = false;
    selectRef.current.focus();
  });

  return (
    <div className="space-y-4">
      {granted.length === 0 ? (
        <p className="text-sm text-slate-400">{props.emptyText}</p>
      ) : (
        <ul className="space-y-2" aria-label={`Granted ${noun}s`}>
          {granted.map((item) => (
            <li
              key={item.id}
              className="flex items-center gap-3 rounded-xl border border-white/10 bg-slate-950/30 p-2.5"
            >
              <CatalogueIcon icon={item.icon} size="sm" />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-white">{item.name}</p>
                <p className="truncate text-xs text-slate-400">{item.meta ?? item.description}</p>
              </div>
              <button
                type="button"
                className={`${buttonClass('ghost', 'sm')} text-rose-300 hover:text-rose-200`}
                onClick={() => revoke(item)}
                disabled={pending}
                aria-label={`Revoke ${item.name}`}
              >
                Revoke
              </button>
            </li>
          ))}
        </ul>
      )}
      {options.length === 0 ? (
        <p className="text-sm text-slate-400">{props.noOptions}</p>
      ) : (
        <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-2">
          <Field id={selectId} label={`Grant a ${noun}`} className="min-w-48 flex-1">
            {(describedBy) => (
              <select
                ref={selectRef}
                id={selectId}
                value={selected}
                onChange={(e) => setChoice(e.target.value)}
                aria-describedby={describedBy}
                className={`${inputClass} cursor-pointer`}
              >
                {options.map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <button type="submit" className={`${buttonClass('primary')} grow sm:grow-0`} disabled={pending}>
            {props.grantLabel}
          </button>
        </form>
      )}
    </div>
  );
}
