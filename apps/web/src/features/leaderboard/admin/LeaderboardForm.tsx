import { formatMoney } from '@podium/shared/common/money';
import { leaderboardErrorCodes } from '@podium/shared/leaderboard/errors';
import {
  type AdminPlatform,
  leaderboardMessages,
  type PlatformInput,
  platformInputSchema,
  timeframes,
} from '@podium/shared/leaderboard/schemas';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { useSettings } from '@/api/get-site-settings.ts';
import { DialogActions } from '@/components/dialog/Dialog.tsx';
import { ListEditor } from '@/components/form/ListEditor.tsx';
import { SelectField } from '@/components/form/SelectField.tsx';
import { SwitchField } from '@/components/form/SwitchField.tsx';
import { TextAreaField } from '@/components/form/TextAreaField.tsx';
import { TextField } from '@/components/form/TextField.tsx';
import { errorMessage } from '@/lib/form-errors.ts';
import { hasErrorCode } from '@/lib/http.ts';
import { useFieldErrors } from '@/lib/use-field-errors.ts';
import { useCreateLeaderboard } from './api/create-leaderboard.ts';
import { useUpdateLeaderboard } from './api/update-leaderboard.ts';
import { parsePrizes, prizeText, timeframeLabels } from './period-text.ts';

type Slot = '' | '1' | '2' | '3';

/**
 * The form edits prizes as text rows (one per rank) and reads them as amounts on save; the logo as
 * text ('' for none) and the casino username slot as a select value ('' for none).
 */
type PlatformForm = Omit<PlatformInput, 'prizes' | 'image' | 'casino_slot'> & {
  prizes: string[];
  image: string;
  casino_slot: Slot;
};

const MAX_PRIZES = 100;

const emptyPlatform: PlatformForm = {
  slug: '',
  name: '',
  timeframe: 'monthly',
  currency_symbol: '$',
  prizes: ['', '', ''],
  is_paused: false,
  pause_message: '',
  image: '',
  casino_slot: '',
};

function toForm(platform: AdminPlatform): PlatformForm {
  const { slug, name, timeframe, currency_symbol, prizes, is_paused, pause_message } = platform;
  return {
    slug,
    name,
    timeframe,
    currency_symbol,
    prizes: prizes.map(prizeText),
    is_paused,
    pause_message,
    image: platform.image ?? '',
    casino_slot: platform.casino_slot ? (String(platform.casino_slot) as Slot) : '',
  };
}

const timeframeOptions = timeframes.map((value) => ({ value, label: timeframeLabels[value] }));

interface LeaderboardFormProps {
  platform: AdminPlatform | null;
  onDone: () => void;
}

export function LeaderboardForm({ platform, onDone }: LeaderboardFormProps) {
  const [values, setValues] = useState<PlatformForm>(() => (platform ? toForm(platform) : emptyPlatform));
  const form = useFieldErrors('leaderboard');
  const casino = useSettings().data?.casino;
  const slotOptions: { value: Slot; label: string }[] = [
    { value: '', label: 'None: members are not matched here' },
    { value: '1', label: casino?.crypto1_label ?? 'Casino username 1' },
    { value: '2', label: casino?.crypto2_label ?? 'Casino username 2' },
    { value: '3', label: casino?.crypto3_label ?? 'Casino username 3' },
  ];
  const create = useCreateLeaderboard();
  const update = useUpdateLeaderboard();
  const pending = create.isPending || update.isPending;
  const total = parsePrizes(values.prizes).prizes.reduce((sum, p) => sum + p, 0);

  const edit = <K extends keyof PlatformForm>(key: K, value: PlatformForm[K]) => {
    form.clear(key);
    setValues((current) => ({ ...current, [key]: value }));
  };
  const text = (key: 'slug' | 'name' | 'currency_symbol' | 'image') => ({
    id: form.id(key),
    value: values[key],
    error: form.errors[key],
    onChange: (v: string) => edit(key, v),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { prizes, errors } = parsePrizes(values.prizes);
    const casino_slot = values.casino_slot ? Number(values.casino_slot) : null;
    const input = form.validate(platformInputSchema, { ...values, prizes, casino_slot }, errors);
    if (!input) return;
    const callbacks = {
      onSuccess: (envelope: { message: string | null }) => {
        toast.success(envelope.message ?? leaderboardMessages.saved);
        onDone();
      },
      onError: (error: unknown) => {
        // The slug belongs to another leaderboard; say so under the slug field.
        const slugTaken = hasErrorCode(error, leaderboardErrorCodes.slugTaken);
        form.showServerErrors(error, slugTaken ? 'slug' : undefined, errorMessage(error));
        toast.error(errorMessage(error));
      },
    };
    if (platform) update.mutate({ id: platform.id, input }, callbacks);
    else create.mutate(input, callbacks);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...text('name')} label="Name" maxLength={60} required autoComplete="off" />
        <TextField
          {...text('slug')}
          label="Slug"
          maxLength={40}
          required
          autoComplete="off"
          spellCheck={false}
          hint="Lowercase letters, digits and -; identifies the board's tab."
        />
        <SelectField
          id={form.id('timeframe')}
          label="Timeframe"
          value={values.timeframe}
          options={timeframeOptions}
          error={form.errors.timeframe}
          onChange={(v) => edit('timeframe', v)}
          hint={
            values.timeframe === 'custom' ? 'Custom boards wait for you to start each period.' : undefined
          }
        />
        <TextField
          {...text('currency_symbol')}
          label="Currency symbol"
          maxLength={4}
          required
          autoComplete="off"
        />
        <SelectField
          id={form.id('casino_slot')}
          label="Casino field in Settings"
          value={values.casino_slot}
          options={slotOptions}
          error={form.errors.casino_slot}
          onChange={(v) => edit('casino_slot', v)}
          hint="Which username from a member's Settings is theirs here: VIP progress reads their wagers by it."
        />
        <TextField
          {...text('image')}
          label="Logo"
          maxLength={500}
          autoComplete="off"
          spellCheck={false}
          placeholder="/affiliates/casino.svg"
          hint="Optional: shown on the VIP page's platform tab."
        />
      </div>
      <ListEditor
        idPrefix={form.id('prizes')}
        legend="Prizes by rank"
        items={values.prizes}
        onChange={(prizes) => {
          form.clear('prizes');
          setValues((current) => ({ ...current, prizes }));
        }}
        itemLabel={(i) => `Rank ${i + 1}`}
        addLabel="Add prize"
        max={MAX_PRIZES}
        error={form.errors.prizes}
        rowErrors={(i) => form.errors[`prizes.${i}`]}
        emptyText="No prizes: the board shows a dash in the prize column."
        placeholder="0.00"
        prefix={values.currency_symbol || '$'}
        inputMode="decimal"
      />
      <p className="text-sm text-slate-400">
        Total prize pool:{' '}
        <strong className="text-white">{formatMoney(total, values.currency_symbol || '$')}</strong>
      </p>
      <SwitchField
        id={form.id('is_paused')}
        label="Paused"
        description="The public board shows 'Leaderboard Paused' and the message below."
        checked={values.is_paused}
        onChange={(v) => edit('is_paused', v)}
      />
      <TextAreaField
        id={form.id('pause_message')}
        label="Pause message"
        value={values.pause_message}
        error={form.errors.pause_message}
        onChange={(v) => edit('pause_message', v)}
        maxLength={300}
        rows={2}
        placeholder="e.g. Back on Monday with a bigger prize pool!"
        hint="Optional. Shown while the board is paused."
      />
      <DialogActions submitLabel={platform ? 'Save leaderboard' : 'Create leaderboard'} pending={pending} />
    </form>
  );
}
