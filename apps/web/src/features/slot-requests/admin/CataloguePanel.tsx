import { useState } from 'react';
import { toast } from 'sonner';
import { AdminEmptyState } from '@/components/admin/AdminEmptyState.tsx';
import { TextAreaField } from '@/components/form/TextAreaField.tsx';
import { Panel } from '@/components/Panel.tsx';
import { SearchBox } from '@/components/SearchBox.tsx';
import { buttonClass } from '@/components/styles.ts';
import { useSlotSearch } from '@/features/slot-requests/api/get-slot-requests.ts';
import { errorMessage } from '@/lib/form-errors.ts';
import { useFieldErrors } from '@/lib/use-field-errors.ts';
import { type CatalogueAction, useBannedSlots, useCatalogueAction } from './api/admin-slot-requests.ts';

/** The slot catalogue: import by CSV, add the hunts' played slots, ban or allow slots. */
export function CataloguePanel() {
  const [csv, setCsv] = useState('');
  const [q, setQ] = useState('');
  const form = useFieldErrors('slot-catalogue');
  const action = useCatalogueAction();
  const banned = useBannedSlots();
  const found = useSlotSearch(q.trim());
  const run = (a: CatalogueAction, done?: () => void) =>
    action.mutate(a, {
      onSuccess: (envelope) => {
        if (envelope.message) toast.success(envelope.message);
        done?.();
      },
      onError: (error) => {
        form.showServerErrors(error);
        toast.error(errorMessage(error));
      },
    });

  return (
    <Panel
      level={3}
      title="Slot catalogue"
      description="Members search it to request; !sr matches its names."
    >
      <form
        noValidate
        className="flex flex-col gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          run({ kind: 'import', csv }, () => setCsv(''));
        }}
      >
        <TextAreaField
          id={form.id('csv')}
          label="Import slots (CSV)"
          hint="One slot a line: name, provider, image (https link). Names already in the catalogue are kept."
          rows={4}
          value={csv}
          onChange={(v) => {
            form.clear('csv');
            setCsv(v);
          }}
          error={form.errors.csv}
          placeholder={'name,provider,image\nGates of Olympus,Pragmatic Play,'}
        />
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={buttonClass('primary')} disabled={action.isPending || !csv.trim()}>
            Import
          </button>
          <button
            type="button"
            className={buttonClass('secondary')}
            disabled={action.isPending}
            onClick={() => run({ kind: 'from-hunts' })}
          >
            Add slots played in bonus hunts
          </button>
        </div>
      </form>
      <div className="flex flex-col gap-2">
        <SearchBox label="Find a slot to ban" showLabel value={q} onChange={setQ} />
        <ul className="flex flex-col gap-1.5" aria-label="Slots">
          {(q.trim() ? (found.data ?? []) : (banned.data ?? [])).map((slot) => (
            <li
              key={slot.id}
              className="flex items-center gap-3 rounded-lg bg-slate-950/40 px-3 py-1.5 text-sm"
            >
              <span className="min-w-0 flex-1 break-words text-white">
                {slot.name}
                {slot.banned ? <span className="ml-2 text-xs text-red-300">Banned</span> : null}
              </span>
              <button
                type="button"
                className={buttonClass('ghost', 'sm')}
                disabled={action.isPending}
                onClick={() => run({ kind: 'ban', id: slot.id, banned: !slot.banned })}
              >
                {slot.banned ? 'Allow' : 'Ban'}
              </button>
            </li>
          ))}
        </ul>
        {!q.trim() && banned.data?.length === 0 ? (
          <AdminEmptyState title="No banned slots" description="Find a slot above to ban it." />
        ) : null}
      </div>
    </Panel>
  );
}
