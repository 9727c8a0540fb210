import { typedNumberField } from '@podium/shared/common/typed-number';
import { tournamentAdminMessages as am } from '@podium/shared/tournaments/admin-messages';
import { TOURNAMENT_SIZES } from '@podium/shared/tournaments/messages';
import { tournamentCreateSchema } from '@podium/shared/tournaments/schemas';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { SelectField } from '@/components/form/SelectField.tsx';
import { TextField } from '@/components/form/TextField.tsx';
import { buttonClass } from '@/components/styles.ts';
import { type ErrorMap, errorMessage } from '@/lib/form-errors.ts';
import { useFieldErrors } from '@/lib/use-field-errors.ts';
import { useCreateTournament } from './api/create-tournament.ts';
import { readSlots, SlotFields, type SlotText } from './SlotFields.tsx';

const rates = [
  ['points_per_correct', 'Points per correct pick'],
  ['xp_per_correct', 'XP per correct pick'],
  ['perfect_bonus_points', 'Perfect bracket bonus points'],
  ['perfect_bonus_xp', 'Perfect bracket bonus XP'],
] as const;
type Rate = (typeof rates)[number][0];

/**
 * Create a tournament: name, size, every slot (with the member who called it, by id) and the payouts.
 * Numbers are read through typed-number (no silent coercion: "abc" or an emptied amount is an error
 * under its field); every error, the client's or the server's, shows under its field.
 */
export function TournamentForm({ onDone }: { onDone: () => void }) {
  const create = useCreateTournament();
  const form = useFieldErrors('tournament');
  const { errors, id, clear } = form;
  const [name, setName] = useState('');
  const [size, setSize] = useState<string>('8');
  const [slots, setSlots] = useState<SlotText[]>(() =>
    Array.from({ length: 64 }, (_, key) => ({ key, name: '', user: '' })),
  );
  const [amounts, setAmounts] = useState<Record<Rate, string>>({
    points_per_correct: '10',
    xp_per_correct: '5',
    perfect_bonus_points: '100',
    perfect_bonus_xp: '50',
  });
  const n = Number(size);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readSlots(slots.slice(0, n));
    const extra: ErrorMap = { ...read.extra };
    const numbers = Object.fromEntries(
      rates.map(([key]) => {
        const field = typedNumberField(amounts[key], { whole: true });
        if (field.error) extra[key] = field.error;
        return [key, field.value];
      }),
    );
    const input = form.validate(
      tournamentCreateSchema,
      { name, size: n, slots: read.slots, ...numbers },
      extra,
    );
    if (!input) return;
    create.mutate(input, {
      onSuccess: (envelope) => {
        toast.success(envelope.message ?? am.created);
        onDone();
      },
      onError: (error) => {
        form.showServerErrors(error);
        toast.error(errorMessage(error));
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField
        id={id('name')}
        label="Name"
        value={name}
        onChange={(v) => {
          setName(v);
          clear('name');
        }}
        error={errors.name}
        required
        maxLength={120}
      />
      <SelectField
        id="tournament-size"
        label="Slots"
        value={size}
        onChange={setSize}
        options={TOURNAMENT_SIZES.map((s) => ({ value: String(s), label: `${s} slots` }))}
      />
      <fieldset className="grid gap-2 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-white">Slots (pairs play each other)</legend>
        <SlotFields
          slots={slots.slice(0, n)}
          errors={errors}
          id={id}
          onChange={(i, change) => {
            setSlots((all) => all.map((s, j) => (j === i ? { ...s, ...change } : s)));
            clear(`slots.${i}.${'name' in change ? 'name' : 'user_id'}`);
          }}
        />
      </fieldset>
      {errors.slots && (
        <p id={id('slots')} tabIndex={-1} className="text-sm text-rose-300">
          {errors.slots}
        </p>
      )}
      <div className="grid gap-2 sm:grid-cols-2">
        {rates.map(([key, label]) => (
          <TextField
            key={key}
            id={id(key)}
            label={label}
            inputMode="numeric"
            value={amounts[key]}
            onChange={(v) => {
              setAmounts((all) => ({ ...all, [key]: v }));
              clear(key);
            }}
            error={errors[key]}
          />
        ))}
      </div>
      <button type="submit" className={buttonClass('primary')} disabled={create.isPending}>
        {create.isPending ? 'Creating…' : 'Create tournament'}
      </button>
    </form>
  );
}
