import { tournamentAdminMessages as am } from '@podium/shared/tournaments/admin-messages';
import { type Tournament, tournamentUpdateSchema } from '@podium/shared/tournaments/schemas';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { buttonClass, cardClass } from '@/components/styles.ts';
import { errorMessage } from '@/lib/form-errors.ts';
import { useFieldErrors } from '@/lib/use-field-errors.ts';
import { useUpdateTournament } from './api/update-tournament.ts';
import { readSlots, SlotFields, type SlotText } from './SlotFields.tsx';

/** Round 1's slots, editable until the first prediction or result; errors under each field. */
export function SlotEditor({ tournament }: { tournament: Tournament }) {
  const update = useUpdateTournament();
  const form = useFieldErrors(`slots-${tournament.id}`);
  const first = tournament.matches.filter((x) => x.round === 1);
  const [slots, setSlots] = useState<SlotText[]>(() =>
    first.flatMap((x) => [
      { key: x.id * 2, name: x.slot1_name ?? '', user: x.slot1_user?.id.toString() ?? '' },
      { key: x.id * 2 + 1, name: x.slot2_name ?? '', user: x.slot2_user?.id.toString() ?? '' },
    ]),
  );
  const save = (event: FormEvent) => {
    event.preventDefault();
    const read = readSlots(slots);
    const input = form.validate(tournamentUpdateSchema, { slots: read.slots }, read.extra);
    if (!input) return;
    update.mutate(
      { id: tournament.id, input },
      {
        onSuccess: (e) => toast.success(e.message ?? am.updated),
        onError: (e) => {
          form.showServerErrors(e);
          toast.error(errorMessage(e));
        },
      },
    );
  };
  return (
    <form
      onSubmit={save}
      noValidate
      className={`${cardClass} flex flex-col gap-3 p-4`}
      aria-label="Edit slots"
    >
      <h3 className="font-semibold text-white">Slots (editable until the first prediction or result)</h3>
      <div className="grid gap-2 sm:grid-cols-2">
        <SlotFields
          slots={slots}
          errors={form.errors}
          id={form.id}
          onChange={(i, change) => {
            setSlots((all) => all.map((s, j) => (j === i ? { ...s, ...change } : s)));
            form.clear(`slots.${i}.${'name' in change ? 'name' : 'user_id'}`);
          }}
        />
      </div>
      {form.errors.slots && (
        <p id={form.id('slots')} tabIndex={-1} className="text-sm text-rose-300">
          {form.errors.slots}
        </p>
      )}
      <button type="submit" className={buttonClass('primary', 'sm')} disabled={update.isPending}>
        Save slots
      </button>
    </form>
  );
}
