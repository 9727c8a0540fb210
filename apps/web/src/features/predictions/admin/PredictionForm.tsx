import { typedNumberField } from '@podium/shared/common/typed-number';
import {
  DEFAULT_MAX_STAKE,
  DEFAULT_MIN_STAKE,
  MAX_OUTCOMES,
  MIN_OUTCOMES,
} from '@podium/shared/predictions/messages';
import { predictionCreateSchema } from '@podium/shared/predictions/schemas';
import { type FormEvent, useRef, useState } from 'react';
import { toast } from 'sonner';
import { DialogActions } from '@/components/dialog/Dialog.tsx';
import { DateTimeField } from '@/components/form/DateTimeField.tsx';
import { TextField } from '@/components/form/TextField.tsx';
import { buttonClass } from '@/components/styles.ts';
import { utcInputToIso } from '@/lib/datetime.ts';
import { type ErrorMap, errorMessage } from '@/lib/form-errors.ts';
import { useFieldErrors } from '@/lib/use-field-errors.ts';
import { useCreatePrediction } from './api/prediction-actions.ts';

/** Opens a prediction: the question, 2–10 outcomes, an optional lock time (else locked by hand), stake limits. */
export function PredictionForm({ onDone }: { onDone: () => void }) {
  const create = useCreatePrediction();
  const form = useFieldErrors('prediction');
  const { errors } = form;
  const [title, setTitle] = useState('');
  const nextKey = useRef(2);
  /** Each row keeps its own key, so removing one keeps the others' fields and focus. */
  const [outcomes, setOutcomes] = useState([
    { key: 0, label: '' },
    { key: 1, label: '' },
  ]);
  const [locksAt, setLocksAt] = useState('');
  const [min, setMin] = useState(String(DEFAULT_MIN_STAKE));
  const [max, setMax] = useState(String(DEFAULT_MAX_STAKE));

  const setOutcome = (index: number, value: string) => {
    form.clear(`outcomes.${index}`);
    setOutcomes((list) => list.map((o, i) => (i === index ? { ...o, label: value } : o)));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const extra: ErrorMap = {};
    const minRead = typedNumberField(min, { whole: true });
    const maxRead = typedNumberField(max, { whole: true });
    if (minRead.error) extra.min_stake = minRead.error;
    if (maxRead.error) extra.max_stake = maxRead.error;
    const lock = locksAt.trim() ? utcInputToIso(locksAt) : null;
    if (locksAt.trim() && !lock) extra.locks_at = 'Enter a date and time';
    const input = form.validate(
      predictionCreateSchema,
      {
        title,
        outcomes: outcomes.map((o) => o.label),
        locks_at: lock,
        min_stake: minRead.value,
        max_stake: maxRead.value,
      },
      extra,
    );
    if (!input) return;
    create.mutate(input, {
      onSuccess: (envelope) => {
        toast.success(envelope.message ?? 'Prediction opened');
        onDone();
      },
      onError: (error) => {
        form.showServerErrors(error);
        toast.error(errorMessage(error));
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextField
        id={form.id('title')}
        label="Question"
        value={title}
        onChange={(v) => {
          form.clear('title');
          setTitle(v);
        }}
        error={errors.title}
        maxLength={120}
        placeholder="Will this hunt end in profit?"
        required
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-200">
          Outcomes ({MIN_OUTCOMES}–{MAX_OUTCOMES})
        </legend>
        {outcomes.map((outcome, i) => (
          <div key={outcome.key} className="flex items-start gap-2">
            <TextField
              id={form.id(`outcomes.${i}`)}
              label={`Outcome ${i + 1}`}
              value={outcome.label}
              onChange={(v) => setOutcome(i, v)}
              error={errors[`outcomes.${i}`]}
              maxLength={60}
              className="flex-1"
            />
            {outcomes.length > MIN_OUTCOMES ? (
              <button
                type="button"
                className={`${buttonClass('ghost', 'sm')} mt-6`}
                onClick={() => setOutcomes((list) => list.filter((_, j) => j !== i))}
                aria-label={`Remove outcome ${i + 1}`}
              >
                Remove
              </button>
            ) : null}
          </div>
        ))}
        {errors.outcomes ? <p className="text-sm text-rose-300">{errors.outcomes}</p> : null}
        {outcomes.length < MAX_OUTCOMES ? (
          <button
            type="button"
            className={`${buttonClass('secondary', 'sm')} self-start`}
            onClick={() => setOutcomes((list) => [...list, { key: nextKey.current++, label: '' }])}
          >
            Add outcome
          </button>
        ) : null}
      </fieldset>
      <DateTimeField
        id={form.id('locks_at')}
        label="Lock time (optional)"
        hint="Leave empty to lock by hand."
        value={locksAt}
        onChange={(v) => {
          form.clear('locks_at');
          setLocksAt(v);
        }}
        error={errors.locks_at}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={form.id('min_stake')}
          label="Minimum stake (points)"
          inputMode="numeric"
          autoComplete="off"
          value={min}
          onChange={setMin}
          error={errors.min_stake}
        />
        <TextField
          id={form.id('max_stake')}
          label="Maximum per member (points)"
          inputMode="numeric"
          autoComplete="off"
          value={max}
          onChange={setMax}
          error={errors.max_stake}
        />
      </div>
      <DialogActions submitLabel="Open prediction" pendingLabel="Opening…" pending={create.isPending} />
    </form>
  );
}
