import { tournamentAdminMessages as am, TOURNAMENT_SIZES } from '@podium/shared/tournaments/messages';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { SelectField } from '@/components/form/SelectField.tsx';
import { TextField } from '@/components/form/TextField.tsx';
import { buttonClass } from '@/components/styles.ts';
import { type ErrorMap, errorMessage, serverErrors } from '@/lib/form-errors.ts';
import { useCreateTournament } from './api/create-tournament.ts';

const rates = [
  ['points_per_correct', 'Points per correct pick'],
  ['xp_per_correct', 'XP per correct pick'],
  ['perfect_bonus_points', 'Perfect bracket bonus points'],
  ['perfect_bonus_xp', 'Perfect bracket bonus XP'],
] as const;
type Rate = (typeof rates)[number][0];

/** Create a tournament: name, size, every slot (with the member who called it, by id) and the payouts. */
export function TournamentForm({ onDone }: { onDone: () => void }) {
  const create = useCreateTournament();
  const [name, setName] = useState('');
  const [size, setSize] = useState<string>('8');
  const [slots, setSlots] = useState<{ key: number; name: string; user: string }[]>(() =>
    Array.from({ length: 64 }, (_, key) => ({ key, name: '', user: '' })),
  );
  const [amounts, setAmounts] = useState<Record<Rate, string>>({
    points_per_correct: '10',
    xp_per_correct: '5',
    perfect_bonus_points: '100',
    perfect_bonus_xp: '50',
  });
  const [errors, setErrors] = useState<ErrorMap>({});
  const n = Number(size);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      {
        name,
        size: n as 4,
        slots: slots.slice(0, n).map((s) => ({ name: s.name, user_id: s.user ? Number(s.user) : null })),
        points_per_correct: Number(amounts.points_per_correct),
        xp_per_correct: Number(amounts.xp_per_correct),
        perfect_bonus_points: Number(amounts.perfect_bonus_points),
        perfect_bonus_xp: Number(amounts.perfect_bonus_xp),
      },
      {
        onSuccess: (envelope) => {
          toast.success(envelope.message ?? am.created);
          onDone();
        },
        onError: (error) => {
          setErrors(serverErrors(error));
          toast.error(errorMessage(error));
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <TextField label="Name" value={name} onChange={setName} error={errors.name} required maxLength={120} />
      <SelectField
        id="tournament-size"
        label="Slots"
        value={size}
        onChange={setSize}
        options={TOURNAMENT_SIZES.map((s) => ({ value: String(s), label: `${s} slots` }))}
      />
      <fieldset className="grid gap-2 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-white">Slots (pairs play each other)</legend>
        {slots.slice(0, n).map((slot, i) => (
          <div key={slot.key} className="grid grid-cols-[1fr_7rem] gap-2">
            <TextField
              label={`Slot ${i + 1}`}
              value={slot.name}
              onChange={(v) => setSlots((all) => all.map((s, j) => (j === i ? { ...s, name: v } : s)))}
              maxLength={120}
            />
            <TextField
              label="Member id"
              inputMode="numeric"
              value={slot.user}
              onChange={(v) => setSlots((all) => all.map((s, j) => (j === i ? { ...s, user: v } : s)))}
            />
          </div>
        ))}
      </fieldset>
      {errors.slots && <p className="text-sm text-rose-300">{errors.slots}</p>}
      <div className="grid gap-2 sm:grid-cols-2">
        {rates.map(([key, label]) => (
          <TextField
            key={key}
            label={label}
            type="number"
            min={0}
            value={amounts[key]}
            onChange={(v) => setAmounts((all) => ({ ...all, [key]: v }))}
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
