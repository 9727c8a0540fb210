import { typedNumberField } from '@podium/shared/common/typed-number';
import type { SlotRequestRewardKind } from '@podium/shared/slot-requests/rules';
import {
  type SlotRequestSettings,
  slotRequestSettingsInputSchema,
} from '@podium/shared/slot-requests/schemas';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { FormSection } from '@/components/form/FormSection.tsx';
import { SaveBar } from '@/components/form/SaveBar.tsx';
import { SelectField } from '@/components/form/SelectField.tsx';
import { SwitchField } from '@/components/form/SwitchField.tsx';
import { TextField } from '@/components/form/TextField.tsx';
import { type ErrorMap, errorMessage } from '@/lib/form-errors.ts';
import { useFieldErrors } from '@/lib/use-field-errors.ts';
import { useQueueAction } from './api/admin-slot-requests.ts';

type NumberKey = Exclude<keyof SlotRequestSettings, 'open' | 'reward_kind'>;
const fields: { key: NumberKey; label: string; hint: string; whole: boolean }[] = [
  { key: 'per_member', label: 'Open requests per member', hint: 'Usually 1.', whole: true },
  { key: 'cost_points', label: 'Cost in points', hint: '0: free. Refunded if removed.', whole: true },
  { key: 'min_account_days', label: 'Minimum account age (days)', hint: '0: any account.', whole: true },
  { key: 'min_level', label: 'Minimum level', hint: '1: everyone.', whole: true },
  { key: 'reward_points', label: 'Reward in points', hint: '0: no reward.', whole: true },
  { key: 'reward_cash', label: 'Cash reward ($)', hint: '0: no reward. To the payout queue.', whole: false },
  {
    key: 'reward_multiplier',
    label: 'Reward when the slot pays at least (×)',
    hint: 'Paid once, when marked played.',
    whole: false,
  },
];

const rewardKinds: { value: SlotRequestRewardKind; label: string }[] = [
  { value: 'points', label: 'Points' },
  { value: 'cash', label: 'Cash (payout queue)' },
];
/** The reward field the chosen kind does not use is hidden (its value is kept). */
const rewardKeys: NumberKey[] = ['reward_points', 'reward_cash', 'reward_multiplier'];
const unused = (kind: SlotRequestRewardKind): NumberKey =>
  kind === 'cash' ? 'reward_points' : 'reward_cash';

const asText = (s: SlotRequestSettings) =>
  Object.fromEntries(fields.map(({ key }) => [key, String(s[key])])) as Record<NumberKey, string>;

/** The queue's settings: open or closed, the limits, the cost and the reward; one save. */
export function SettingsForm({ settings }: { settings: SlotRequestSettings }) {
  const [open, setOpen] = useState(settings.open);
  const [kind, setKind] = useState(settings.reward_kind);
  const [values, setValues] = useState(asText(settings));
  const form = useFieldErrors('slot-request-settings');
  const save = useQueueAction();
  const dirty =
    open !== settings.open ||
    kind !== settings.reward_kind ||
    fields.some(({ key }) => values[key] !== String(settings[key]));
  const discard = () => {
    setOpen(settings.open);
    setKind(settings.reward_kind);
    setValues(asText(settings));
    form.setErrors({});
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const extra: ErrorMap = {};
    const numbers: Record<string, number | null> = {};
    for (const { key, whole } of fields) {
      if (key === unused(kind)) {
        numbers[key] = settings[key];
        continue;
      }
      const read = typedNumberField(values[key], { whole, required: true });
      if (read.error) extra[key] = read.error;
      numbers[key] = read.value;
    }
    const input = form.validate(
      slotRequestSettingsInputSchema,
      { open, reward_kind: kind, ...numbers },
      extra,
    );
    if (!input) return;
    save.mutate(
      { kind: 'settings', input },
      {
        onSuccess: (envelope) => toast.success(envelope.message ?? 'Saved'),
        onError: (error) => {
          form.showServerErrors(error);
          toast.error(errorMessage(error));
        },
      },
    );
  };

  const field = ({ key, label, hint }: (typeof fields)[number]) => (
    <TextField
      key={key}
      id={form.id(key)}
      label={label}
      hint={hint}
      inputMode="decimal"
      value={values[key]}
      onChange={(value) => {
        form.clear(key);
        setValues((current) => ({ ...current, [key]: value }));
      }}
      error={form.errors[key]}
    />
  );

  return (
    <form onSubmit={submit} noValidate>
      <FormSection
        title="Settings"
        description="Who may request, how many, at what cost, and the reward."
        footer={
          <SaveBar dirty={dirty} pending={save.isPending} onDiscard={discard} submitLabel="Save settings" />
        }
      >
        <SwitchField
          id={form.id('open')}
          label="Requests open"
          description="Members can request from the site and with !sr in Kick chat."
          checked={open}
          onChange={setOpen}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          {fields.filter(({ key }) => !rewardKeys.includes(key)).map(field)}
          <SelectField
            id={form.id('reward_kind')}
            label="Reward"
            hint="Points through the ledger, or cash queued as a payout."
            value={kind}
            options={rewardKinds}
            onChange={setKind}
            error={form.errors.reward_kind}
          />
          {fields.filter(({ key }) => rewardKeys.includes(key) && key !== unused(kind)).map(field)}
        </div>
      </FormSection>
    </form>
  );
}
