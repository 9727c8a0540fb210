import { typedNumberField } from '@podium/shared/common/typed-number';
import { validationMessages } from '@podium/shared/common/validation-messages';
import type { ChallengePrizeKind } from '@podium/shared/slot-challenges/rules';
import { type Challenge, challengeCreateSchema } from '@podium/shared/slot-challenges/schemas';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { DialogActions } from '@/components/dialog/Dialog.tsx';
import { DateTimeField } from '@/components/form/DateTimeField.tsx';
import { SelectField } from '@/components/form/SelectField.tsx';
import { TextField } from '@/components/form/TextField.tsx';
import { isoToUtcInput, utcInputToIso } from '@/lib/datetime.ts';
import { type ErrorMap, errorMessage } from '@/lib/form-errors.ts';
import { useFieldErrors } from '@/lib/use-field-errors.ts';
import { useCreateChallenge, useUpdateChallenge } from './api/challenge-actions.ts';
import { useChallengeCasinos } from './api/get-admin-challenges.ts';

const prizeOptions: { value: ChallengePrizeKind; label: string }[] = [
  { value: 'cash', label: 'Cash (payout queue)' },
  { value: 'points', label: 'Points' },
  { value: 'custom', label: 'Custom prize' },
];
const inAWeek = () => isoToUtcInput(new Date(Date.now() + 7 * 86_400_000).toISOString());

/** A number typed in a field: its value, or its error under `field`. */
function read(extra: ErrorMap, field: string, typed: string, whole = false) {
  const r = typedNumberField(typed, { whole });
  if (r.error) extra[field] = r.error;
  return r.value;
}

/**
 * Posts a challenge, or edits one (`challenge`, while no place is taken): the slot and its target,
 * the prize, the casino, the window and the places.
 */
export function ChallengeForm({
  challenge: c,
  onDone,
}: {
  challenge?: Challenge | null;
  onDone: () => void;
}) {
  const created = useCreateChallenge();
  const updated = useUpdateChallenge();
  const pending = created.isPending || updated.isPending;
  const casinos = useChallengeCasinos().data ?? [];
  const form = useFieldErrors('challenge');
  const { errors } = form;
  const [game, setGame] = useState(c?.game ?? '');
  const [multiplier, setMultiplier] = useState(String(c?.min_multiplier ?? '1000'));
  const [minBet, setMinBet] = useState(c ? c.min_bet.toFixed(2) : '0.20');
  const [prizeType, setPrizeType] = useState<ChallengePrizeKind>(c?.prize_type ?? 'cash');
  const [prizeValue, setPrizeValue] = useState(String(c?.prize_value ?? '100'));
  const [description, setDescription] = useState(c?.description ?? '');
  const [casino, setCasino] = useState(c ? String(c.casino.id) : '');
  const [startsAt, setStartsAt] = useState(() => isoToUtcInput(c?.starts_at ?? new Date().toISOString()));
  const [endsAt, setEndsAt] = useState(() => (c ? isoToUtcInput(c.ends_at) : inAWeek()));
  const [places, setPlaces] = useState(String(c?.places ?? 1));
  const platformId = casino || String(casinos[0]?.id ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const extra: ErrorMap = {};
    const starts = utcInputToIso(startsAt);
    const ends = utcInputToIso(endsAt);
    if (!starts) extra.starts_at = validationMessages.notADate;
    if (!ends) extra.ends_at = validationMessages.notADate;
    const input = form.validate(
      challengeCreateSchema,
      {
        game,
        min_multiplier: read(extra, 'min_multiplier', multiplier),
        min_bet: read(extra, 'min_bet', minBet),
        prize_type: prizeType,
        prize_value:
          prizeType === 'custom' ? null : read(extra, 'prize_value', prizeValue, prizeType === 'points'),
        description,
        platform_id: Number(platformId),
        starts_at: starts,
        ends_at: ends,
        places: read(extra, 'places', places, true),
      },
      extra,
    );
    if (!input) return;
    const handlers = {
      onSuccess: (envelope: { message: string | null }) => {
        toast.success(envelope.message ?? 'Challenge saved');
        onDone();
      },
      onError: (error: Error) => {
        form.showServerErrors(error);
        toast.error(errorMessage(error));
      },
    };
    if (c) updated.mutate({ id: c.id, input }, handlers);
    else created.mutate(input, handlers);
  };

  const number = (field: string, label: string, value: string, set: (v: string) => void, hint?: string) => (
    <TextField
      id={form.id(field)}
      label={label}
      inputMode="decimal"
      autoComplete="off"
      value={value}
      onChange={(v) => {
        form.clear(field);
        set(v);
      }}
      error={errors[field]}
      hint={hint}
    />
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextField
        id={form.id('game')}
        label="Slot"
        value={game}
        onChange={(v) => {
          form.clear('game');
          setGame(v);
        }}
        error={errors.game}
        maxLength={100}
        placeholder="Gates of Olympus"
        required
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {number('min_multiplier', 'Minimum multiplier (x)', multiplier, setMultiplier)}
        {number('min_bet', 'Minimum bet ($)', minBet, setMinBet)}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id={form.id('prize_type')}
          label="Prize"
          value={prizeType}
          options={prizeOptions}
          onChange={(v) => {
            form.clear('prize_value');
            setPrizeType(v);
          }}
        />
        {prizeType === 'custom'
          ? null
          : number('prize_value', prizeType === 'cash' ? 'Amount ($)' : 'Points', prizeValue, setPrizeValue)}
      </div>
      <TextField
        id={form.id('description')}
        label={prizeType === 'custom' ? 'Prize description' : 'Prize note (optional)'}
        value={description}
        onChange={(v) => {
          form.clear('description');
          setDescription(v);
        }}
        error={errors.description}
        maxLength={200}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id={form.id('platform_id')}
          label="Casino"
          value={platformId}
          options={casinos.map((c) => ({ value: String(c.id), label: c.name }))}
          onChange={(v) => {
            form.clear('platform_id');
            setCasino(v);
          }}
          error={errors.platform_id}
          hint="Claims need the member's verified account on it."
        />
        {number('places', 'Winners (places)', places, setPlaces)}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <DateTimeField
          id={form.id('starts_at')}
          label="Starts"
          value={startsAt}
          onChange={(v) => {
            form.clear('starts_at');
            setStartsAt(v);
          }}
          error={errors.starts_at}
        />
        <DateTimeField
          id={form.id('ends_at')}
          label="Ends"
          value={endsAt}
          onChange={(v) => {
            form.clear('ends_at');
            setEndsAt(v);
          }}
          error={errors.ends_at}
        />
      </div>
      <DialogActions
        submitLabel={c ? 'Save challenge' : 'Post challenge'}
        pendingLabel={c ? 'Saving…' : 'Posting…'}
        pending={pending}
      />
    </form>
  );
}
