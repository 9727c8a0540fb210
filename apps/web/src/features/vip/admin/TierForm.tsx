import { vipMessages } from '@podium/shared/vip/messages';
import {
  type AdminVipTier,
  type VipRewardType,
  vipTierCreateSchema,
  vipTierInputSchema,
} from '@podium/shared/vip/schemas';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { DialogActions } from '@/components/dialog/Dialog.tsx';
import { SelectField } from '@/components/form/SelectField.tsx';
import { TextAreaField } from '@/components/form/TextAreaField.tsx';
import { TextField } from '@/components/form/TextField.tsx';
import { type ErrorMap, errorMessage } from '@/lib/form-errors.ts';
import { useFieldErrors } from '@/lib/use-field-errors.ts';
import { useCreateTier } from './api/create-tier.ts';
import { useUpdateTier } from './api/update-tier.ts';

interface Values {
  name: string;
  description: string;
  image: string;
  min_wagered: string;
  reward_type: VipRewardType;
  reward_amount: string;
}

const empty: Values = {
  name: '',
  description: '',
  image: '',
  min_wagered: '',
  reward_type: 'points',
  reward_amount: '',
};

const toValues = (tier: AdminVipTier): Values => ({
  name: tier.name,
  description: tier.description,
  image: tier.image ?? '',
  min_wagered: String(tier.min_wagered),
  reward_type: tier.reward_type,
  reward_amount: String(tier.reward_amount),
});

const rewardOptions = [
  { value: 'points', label: 'Points (credited at once)' },
  { value: 'cash', label: 'Cash (paid by an admin from the payout queue)' },
] as const;

/** A typed amount ("1,500.50" or "1500.5") as a number; NaN when it is not one. */
const amount = (text: string) => {
  const t = text.replace(/[,\s$]/g, '');
  return /^\d+(\.\d+)?$/.test(t) ? Number(t) : Number.NaN;
};

function toInput(values: Values): { input: Record<string, unknown>; extra: ErrorMap } {
  const min = amount(values.min_wagered);
  const reward = amount(values.reward_amount);
  const extra: ErrorMap = {};
  if (Number.isNaN(min)) extra.min_wagered = 'Enter the required wager in dollars';
  if (Number.isNaN(reward)) extra.reward_amount = 'Enter a reward';
  const { min_wagered: _m, reward_amount: _r, ...rest } = values;
  return { input: { ...rest, min_wagered: min, reward_amount: reward }, extra };
}

interface TierFormProps {
  /** The tier being edited; null to add one to `platformId`. */
  tier: AdminVipTier | null;
  platformId: number;
  onDone: () => void;
}

/** Create or edit a tier: what it is, the lifetime wager it needs and the reward it gives once. */
export function TierForm({ tier, platformId, onDone }: TierFormProps) {
  const [values, setValues] = useState<Values>(() => (tier ? toValues(tier) : empty));
  const form = useFieldErrors('vip-tier');
  const create = useCreateTier();
  const update = useUpdateTier();
  const pending = create.isPending || update.isPending;

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    form.clear(key);
    setValues((current) => ({ ...current, [key]: value }));
  };
  const text = (key: 'name' | 'description' | 'image' | 'min_wagered' | 'reward_amount') => ({
    id: form.id(key),
    value: values[key],
    error: form.errors[key],
    onChange: (value: string) => set(key, value),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { input, extra } = toInput(values);
    const callbacks = {
      onSuccess: (envelope: { message: string | null }) => {
        toast.success(envelope.message ?? (tier ? vipMessages.tierSaved : vipMessages.tierCreated));
        onDone();
      },
      onError: (error: unknown) => {
        form.showServerErrors(error);
        toast.error(errorMessage(error));
      },
    };
    if (tier) {
      const valid = form.validate(vipTierInputSchema, input, extra);
      if (valid) update.mutate({ id: tier.id, input: valid }, callbacks);
    } else {
      const valid = form.validate(vipTierCreateSchema, { ...input, platform_id: platformId }, extra);
      if (valid) create.mutate(valid, callbacks);
    }
  };

  const cash = values.reward_type === 'cash';
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField {...text('name')} label="Name" maxLength={60} required autoComplete="off" />
      <TextAreaField {...text('description')} label="Description" rows={2} maxLength={300} />
      <TextField
        {...text('image')}
        label="Image"
        maxLength={500}
        autoComplete="off"
        spellCheck={false}
        placeholder="https://… or /images/tier.png"
        hint="Optional: a picture or icon for the tier. Empty shows a gem."
      />
      <TextField
        {...text('min_wagered')}
        label="Required wager"
        prefix="$"
        inputMode="decimal"
        required
        autoComplete="off"
        hint="The member's lifetime wager on this platform under our code, in dollars."
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id={form.id('reward_type')}
          label="Reward type"
          value={values.reward_type}
          options={rewardOptions}
          error={form.errors.reward_type}
          onChange={(v) => set('reward_type', v)}
        />
        <TextField
          {...text('reward_amount')}
          label={cash ? 'Reward (dollars)' : 'Reward (points)'}
          prefix={cash ? '$' : undefined}
          inputMode={cash ? 'decimal' : 'numeric'}
          required
          autoComplete="off"
        />
      </div>
      <DialogActions submitLabel={tier ? 'Save tier' : 'Add tier'} pending={pending} />
    </form>
  );
}
