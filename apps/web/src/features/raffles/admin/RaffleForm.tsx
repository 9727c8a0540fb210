import { type AdminRaffle, raffleAdminMessages, raffleInputSchema } from '@podium/shared/raffles/admin';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { DialogActions } from '@/components/dialog/Dialog.tsx';
import { DateTimeField } from '@/components/form/DateTimeField.tsx';
import { SelectField } from '@/components/form/SelectField.tsx';
import { SwitchField } from '@/components/form/SwitchField.tsx';
import { TextAreaField } from '@/components/form/TextAreaField.tsx';
import { TextField } from '@/components/form/TextField.tsx';
import { RaffleImage } from '@/features/raffles/components/RaffleImage.tsx';
import { errorMessage } from '@/lib/form-errors.ts';
import { useFieldErrors } from '@/lib/use-field-errors.ts';
import { useCreateRaffle } from './api/create-raffle.ts';
import { useUpdateRaffle } from './api/update-raffle.ts';
import { emptyValues, passwordModes, type RaffleValues, toInput, toValues } from './form-values.ts';

/** Create or edit a raffle (until it is drawn): what it is, when, how many win and how to enter. */
export function RaffleForm({ raffle, onDone }: { raffle: AdminRaffle | null; onDone: () => void }) {
  const [values, setValues] = useState<RaffleValues>(() =>
    raffle ? toValues(raffle) : emptyValues(Date.now()),
  );
  const form = useFieldErrors('raffle');
  const create = useCreateRaffle();
  const update = useUpdateRaffle();
  const pending = create.isPending || update.isPending;

  const set = <K extends keyof RaffleValues>(key: K, value: RaffleValues[K], path: string = key) => {
    form.clear(path);
    setValues((current) => ({ ...current, [key]: value }));
  };
  const field = <
    K extends 'title' | 'description' | 'image' | 'winners' | 'pointsPerEntry' | 'maxTickets' | 'password',
  >(
    key: K,
    path: string,
  ) => ({
    id: form.id(path),
    value: values[key],
    error: form.errors[path],
    onChange: (v: string) => set(key, v, path),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { input: raw, extra } = toInput(values);
    const input = form.validate(raffleInputSchema, raw, extra);
    if (!input) return;
    const callbacks = {
      onSuccess: (envelope: { message: string | null }) => {
        toast.success(envelope.message ?? (raffle ? raffleAdminMessages.saved : raffleAdminMessages.created));
        onDone();
      },
      onError: (error: unknown) => {
        form.showServerErrors(error);
        toast.error(errorMessage(error));
      },
    };
    if (raffle) update.mutate({ id: raffle.id, input }, callbacks);
    else create.mutate(input, callbacks);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField {...field('title', 'title')} label="Title" maxLength={120} required autoComplete="off" />
      <TextAreaField {...field('description', 'description')} label="Description" rows={3} maxLength={5000} />
      <div className="flex items-end gap-3">
        <TextField
          {...field('image', 'image')}
          label="Image"
          className="min-w-0 flex-1"
          maxLength={500}
          autoComplete="off"
          placeholder="https://… or /raffles/prize.png"
          hint="Optional. A full link or a path on this site."
        />
        <RaffleImage
          src={values.image.trim() || null}
          className="mb-6 size-14 shrink-0 rounded-xl border border-white/10"
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <DateTimeField
          id={form.id('start_datetime')}
          label="Starts"
          value={values.start}
          onChange={(v) => set('start', v, 'start_datetime')}
          error={form.errors.start_datetime}
          required
        />
        <DateTimeField
          id={form.id('end_datetime')}
          label="Ends (drawn then)"
          value={values.end}
          onChange={(v) => set('end', v, 'end_datetime')}
          error={form.errors.end_datetime}
          required
        />
      </div>
      <TextField
        {...field('winners', 'number_of_winners')}
        label="Number of winners"
        inputMode="numeric"
        required
      />
      <fieldset
        className="space-y-3"
        aria-describedby={form.errors.entry_methods ? form.id('entry_methods') : undefined}
      >
        <legend className="mb-1.5 text-sm font-medium text-slate-200">Entry methods</legend>
        <SwitchField
          id={form.id('allow_passwordless_entry')}
          label="Free entry"
          description="One free ticket per member."
          checked={values.free}
          onChange={(on) => set('free', on, 'entry_methods')}
        />
        <SwitchField
          id={form.id('allow_points_entry')}
          label="Points entry"
          description="Members buy tickets with points."
          checked={values.points}
          onChange={(on) => set('points', on, 'entry_methods')}
        />
        {values.points ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              {...field('pointsPerEntry', 'points_per_entry')}
              label="Points per entry"
              inputMode="numeric"
              placeholder="1"
              hint="Empty means 1 point a ticket."
            />
            <TextField
              {...field('maxTickets', 'max_tickets_per_member')}
              label="Max tickets per member"
              inputMode="numeric"
              hint="Points tickets; empty for no limit."
            />
          </div>
        ) : null}
        <SelectField
          id={form.id('password_mode')}
          label="Password entry"
          value={values.passwordMode}
          options={passwordModes(raffle?.has_password_entry ?? false)}
          onChange={(mode) => set('passwordMode', mode, 'entry_methods')}
          hint="The word the streamer says on stream; stored hashed, so it is never shown again."
        />
        {values.passwordMode === 'set' ? (
          <TextField {...field('password', 'password')} label="Password" autoComplete="off" maxLength={100} />
        ) : null}
        {form.errors.entry_methods ? (
          <p id={form.id('entry_methods')} className="text-xs font-medium text-rose-300">
            {form.errors.entry_methods}
          </p>
        ) : null}
      </fieldset>
      <DialogActions submitLabel={raffle ? 'Save raffle' : 'Create raffle'} pending={pending} />
    </form>
  );
}
