import { type AdminRaffle, raffleAdminMessages, raffleInputSchema } from '@podium/shared/raffles/admin';
import { enteredLockedMessage } from '@podium/shared/raffles/edits';
import { raffleErrors } from '@podium/shared/raffles/errors';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { ClaimSettingsFields } from '@/components/claims/ClaimSettingsFields.tsx';
import type { ClaimValues } from '@/components/claims/claim-values.ts';
import { DialogActions } from '@/components/dialog/Dialog.tsx';
import { DateTimeField } from '@/components/form/DateTimeField.tsx';
import { SelectField } from '@/components/form/SelectField.tsx';
import { SwitchField } from '@/components/form/SwitchField.tsx';
import { TextAreaField } from '@/components/form/TextAreaField.tsx';
import { TextField } from '@/components/form/TextField.tsx';
import { RaffleImage } from '@/features/raffles/components/RaffleImage.tsx';
import { errorMessage } from '@/lib/form-errors.ts';
import { hasErrorCode } from '@/lib/http.ts';
import { useFieldErrors } from '@/lib/use-field-errors.ts';
import { useCreateRaffle } from './api/create-raffle.ts';
import { useUpdateRaffle } from './api/update-raffle.ts';
import { emptyValues, passwordModes, type RaffleValues, toInput, toValues } from './form-values.ts';
import { PrizeEditor } from './PrizeEditor.tsx';
import { fitPrizes, type PrizeValues } from './prize-values.ts';

/** The entry settings' refusals (decision 044) that have no field of their own: shown with the methods. */
const methodFields = ['allow_passwordless_entry', 'allow_points_entry', 'password', 'entry_methods'] as const;

/** Create or edit a raffle (until it is drawn): what it is, when, how many win and how to enter. */
export function RaffleForm({ raffle, onDone }: { raffle: AdminRaffle | null; onDone: () => void }) {
  const [values, setValues] = useState<RaffleValues>(() =>
    raffle ? toValues(raffle) : emptyValues(Date.now()),
  );
  const form = useFieldErrors('raffle');
  /** The server's refusal of an edit members' entries forbid, shown above the fields. */
  const [refusal, setRefusal] = useState<string | null>(null);
  const entered = raffle !== null && raffle.total_entries > 0;
  const create = useCreateRaffle();
  const update = useUpdateRaffle();
  const pending = create.isPending || update.isPending;

  const set = <K extends keyof RaffleValues>(key: K, value: RaffleValues[K], path: string = key) => {
    form.clear(path);
    setValues((current) => ({ ...current, [key]: value }));
  };
  const setClaim = (patch: Partial<ClaimValues>, path: string) => {
    form.clear(path);
    setValues((current) => ({ ...current, ...patch }));
  };
  const setWinners = (winners: string) => {
    form.clear('number_of_winners');
    form.clear('prizes');
    setValues((current) => ({
      ...current,
      winners,
      prizes: current.prizesOn ? fitPrizes(current.prizes, Number(winners)) : current.prizes,
    }));
  };
  const togglePrizes = (on: boolean) => {
    form.clear('prizes');
    setValues((current) => ({
      ...current,
      prizesOn: on,
      prizes: on ? fitPrizes(current.prizes, Number(current.winners)) : current.prizes,
    }));
  };
  const setPrize = (i: number, patch: Partial<PrizeValues>) =>
    set(
      'prizes',
      values.prizes.map((p, j) => (j === i ? { ...p, ...patch } : p)),
      `prizes.${i}`,
    );
  // The password's own field shows its error while it is on screen.
  const methodErrors = methodFields
    .filter((key) => key !== 'password' || values.passwordMode !== 'set')
    .map((key) => form.errors[key])
    .filter(Boolean);

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
    setRefusal(null);
    const input = form.validate(raffleInputSchema, raw, extra);
    if (!input) return;
    const callbacks = {
      onSuccess: (envelope: { message: string | null }) => {
        toast.success(envelope.message ?? (raffle ? raffleAdminMessages.saved : raffleAdminMessages.created));
        onDone();
      },
      onError: (error: unknown) => {
        form.showServerErrors(error);
        if (hasErrorCode(error, raffleErrors.enteredLocked.code)) setRefusal(errorMessage(error));
        toast.error(errorMessage(error));
      },
    };
    if (raffle) update.mutate({ id: raffle.id, input }, callbacks);
    else create.mutate(input, callbacks);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {refusal ? (
        <p
          role="alert"
          className="rounded-xl border border-rose-400/30 bg-rose-500/10 p-3 text-sm text-rose-100"
        >
          {refusal}
        </p>
      ) : entered ? (
        <p className="rounded-xl border border-amber-400/30 bg-amber-500/10 p-3 text-sm text-amber-100">
          {enteredLockedMessage} The end can only move later; the title, description, image, winners and
          prizes can still change.
        </p>
      ) : null}
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
        onChange={setWinners}
        label="Number of winners"
        inputMode="numeric"
        required
      />
      <fieldset
        className="space-y-3"
        aria-describedby={methodErrors.length ? form.id('entry_methods') : undefined}
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
        {methodErrors.length ? (
          <div id={form.id('entry_methods')} className="space-y-1 text-xs font-medium text-rose-300">
            {methodErrors.map((message) => (
              <p key={message}>{message}</p>
            ))}
          </div>
        ) : null}
      </fieldset>
      <PrizeEditor
        on={values.prizesOn}
        prizes={values.prizes}
        errors={form.errors}
        id={form.id}
        onToggle={togglePrizes}
        onChange={setPrize}
      />
      <ClaimSettingsFields values={values} errors={form.errors} id={form.id} onChange={setClaim} />
      <DialogActions submitLabel={raffle ? 'Save raffle' : 'Create raffle'} pending={pending} />
    </form>
  );
}
