import { type AdminWagerRaffle, wagerRaffleInputSchema } from '@podium/shared/wager-raffles/admin';
import {
  MAX_PRIZES,
  wagerRaffleAdminMessages as messages,
  wagerRafflePrizeTypes,
} from '@podium/shared/wager-raffles/messages';
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
import { buttonClass } from '@/components/styles.ts';
import { errorMessage } from '@/lib/form-errors.ts';
import { useFieldErrors } from '@/lib/use-field-errors.ts';
import { useCreateWagerRaffle } from './api/create-wager-raffle.ts';
import { useCasinoOptions } from './api/get-casino-options.ts';
import { useUpdateWagerRaffle } from './api/update-wager-raffle.ts';
import {
  emptyPrize,
  emptyValues,
  type PrizeValues,
  toInput,
  toValues,
  type WagerRaffleValues,
} from './form-values.ts';

const typeOptions = wagerRafflePrizeTypes.map((t) => ({ value: t, label: t[0]!.toUpperCase() + t.slice(1) }));

/** Create or edit a wager raffle (until its tickets freeze): casinos, period, ticket price, prizes. */
export function WagerRaffleForm({ raffle, onDone }: { raffle: AdminWagerRaffle | null; onDone: () => void }) {
  const [values, setValues] = useState<WagerRaffleValues>(() =>
    raffle ? toValues(raffle) : emptyValues(Date.now()),
  );
  const form = useFieldErrors('wager-raffle');
  const create = useCreateWagerRaffle();
  const update = useUpdateWagerRaffle();
  const casinos = useCasinoOptions().data ?? [];

  const set = <K extends keyof WagerRaffleValues>(
    key: K,
    value: WagerRaffleValues[K],
    path: string = key,
  ) => {
    form.clear(path);
    setValues((current) => ({ ...current, [key]: value }));
  };
  const setClaim = (patch: Partial<ClaimValues>, path: string) => {
    form.clear(path);
    setValues((current) => ({ ...current, ...patch }));
  };
  const setPrize = (i: number, patch: Partial<PrizeValues>) =>
    set(
      'prizes',
      values.prizes.map((p, j) => (j === i ? { ...p, ...patch } : p)),
      `prizes.${i}`,
    );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { input: raw, extra } = toInput(values);
    const input = form.validate(wagerRaffleInputSchema, raw, extra);
    if (!input) return;
    const callbacks = {
      onSuccess: (envelope: { message: string | null }) => {
        toast.success(envelope.message ?? (raffle ? messages.saved : messages.created));
        onDone();
      },
      onError: (error: Error) => {
        form.showServerErrors(error);
        toast.error(errorMessage(error));
      },
    };
    if (raffle) update.mutate({ id: raffle.id, input }, callbacks);
    else create.mutate(input, callbacks);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField
        id={form.id('name')}
        label="Name"
        value={values.name}
        onChange={(v) => set('name', v)}
        error={form.errors.name}
        maxLength={120}
        required
        autoComplete="off"
      />
      <TextAreaField
        id={form.id('description')}
        label="Description"
        value={values.description}
        onChange={(v) => set('description', v)}
        error={form.errors.description}
        rows={3}
        maxLength={5000}
      />
      <TextField
        id={form.id('image')}
        label="Image"
        value={values.image}
        onChange={(v) => set('image', v)}
        error={form.errors.image}
        maxLength={500}
        autoComplete="off"
        hint="Optional. A full link or a path on this site."
      />
      <fieldset
        className="space-y-2"
        aria-describedby={form.errors.casino_ids ? form.id('casino_ids') : undefined}
      >
        <legend className="mb-1.5 text-sm font-medium text-slate-200">Casinos</legend>
        {casinos.map((c) => (
          <label key={c.id} className="flex items-center gap-2 text-sm text-slate-200">
            <input
              type="checkbox"
              id={c === casinos[0] ? form.id('casino_ids') : undefined}
              checked={values.casinoIds.includes(c.id)}
              disabled={c.casino_slot === null}
              onChange={(e) =>
                set(
                  'casinoIds',
                  e.target.checked
                    ? [...values.casinoIds, c.id]
                    : values.casinoIds.filter((id) => id !== c.id),
                  'casino_ids',
                )
              }
            />
            {c.name}
            {c.casino_slot === null ? (
              <span className="text-xs text-slate-500">(no casino username slot)</span>
            ) : null}
          </label>
        ))}
        {form.errors.casino_ids ? (
          <p className="text-xs font-medium text-rose-300">{form.errors.casino_ids}</p>
        ) : null}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <DateTimeField
          id={form.id('starts_at')}
          label="Period starts"
          value={values.start}
          onChange={(v) => set('start', v, 'starts_at')}
          error={form.errors.starts_at}
          required
        />
        <DateTimeField
          id={form.id('end_date')}
          label="Period ends (drawn then)"
          value={values.end}
          onChange={(v) => set('end', v, 'end_date')}
          error={form.errors.end_date}
          required
        />
      </div>
      <p className="text-xs text-slate-400">
        Wagers of every leaderboard period that overlaps this period count in full (the wager table keeps
        totals per period).
      </p>
      <TextField
        id={form.id('dollars_per_ticket')}
        label="Dollars per ticket"
        value={values.perTicket}
        onChange={(v) => set('perTicket', v, 'dollars_per_ticket')}
        error={form.errors.dollars_per_ticket}
        inputMode="decimal"
        required
      />
      <SwitchField
        id={form.id('auto_draw')}
        label="Auto draw"
        description="Drawn automatically at the end; otherwise the tickets freeze then and an admin draws."
        checked={values.autoDraw}
        onChange={(on) => set('autoDraw', on, 'auto_draw')}
      />
      <SwitchField
        id={form.id('allow_multiple_wins')}
        label="Allow more than one prize per member"
        checked={values.multipleWins}
        onChange={(on) => set('multipleWins', on, 'allow_multiple_wins')}
      />
      <fieldset className="space-y-3">
        <legend className="mb-1.5 text-sm font-medium text-slate-200">Prizes (by position)</legend>
        {values.prizes.map((p, i) => (
          <div
            key={p.key}
            className="grid gap-2 rounded-xl border border-white/10 p-3 sm:grid-cols-[7rem_8rem_1fr_auto]"
          >
            <SelectField
              id={form.id(`prizes.${i}.prize_type`)}
              label={`#${i + 1} type`}
              value={p.type}
              options={typeOptions}
              onChange={(type) => setPrize(i, { type })}
            />
            <TextField
              id={form.id(`prizes.${i}.prize_value`)}
              label={p.type === 'cash' ? 'Dollars' : 'Points'}
              value={p.type === 'custom' ? '' : p.value}
              disabled={p.type === 'custom'}
              onChange={(value) => setPrize(i, { value })}
              error={form.errors[`prizes.${i}.prize_value`]}
              inputMode="decimal"
            />
            <TextField
              id={form.id(`prizes.${i}.description`)}
              label="Description"
              value={p.description}
              onChange={(description) => setPrize(i, { description })}
              error={form.errors[`prizes.${i}.description`]}
              maxLength={200}
            />
            <button
              type="button"
              className={`${buttonClass('ghost', 'sm')} self-end`}
              disabled={values.prizes.length === 1}
              onClick={() =>
                set(
                  'prizes',
                  values.prizes.filter((_, j) => j !== i),
                )
              }
            >
              Remove
            </button>
            <TextField
              id={form.id(`prizes.${i}.image_url`)}
              label="Image"
              className="sm:col-span-4"
              value={p.image}
              onChange={(image) => setPrize(i, { image })}
              error={form.errors[`prizes.${i}.image_url`]}
              maxLength={500}
              hint="Optional."
            />
          </div>
        ))}
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          disabled={values.prizes.length >= MAX_PRIZES}
          onClick={() => set('prizes', [...values.prizes, emptyPrize()])}
        >
          Add prize
        </button>
      </fieldset>
      <ClaimSettingsFields values={values} errors={form.errors} id={form.id} onChange={setClaim} />
      <DialogActions
        submitLabel={raffle ? 'Save wager raffle' : 'Create wager raffle'}
        pending={create.isPending || update.isPending}
      />
    </form>
  );
}
