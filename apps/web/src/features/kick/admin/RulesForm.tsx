import { typedNumberField } from '@podium/shared/common/typed-number';
import { type KickRules, kickAdminMessages, kickRulesSchema } from '@podium/shared/kick/admin';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { FormSection } from '@/components/form/FormSection.tsx';
import { SaveBar } from '@/components/form/SaveBar.tsx';
import { TextAreaField } from '@/components/form/TextAreaField.tsx';
import { TextField } from '@/components/form/TextField.tsx';
import { errorMessage } from '@/lib/form-errors.ts';
import { useFieldErrors } from '@/lib/use-field-errors.ts';
import { useSaveRules } from './api/save-rules.ts';

type NumberKey = Exclude<keyof KickRules, 'excluded_members' | 'bot_names'>;

const numberFields: { key: NumberKey; label: string; hint: string }[] = [
  {
    key: 'points_per_message',
    label: 'Points per chat message',
    hint: 'While live; 0 turns chat points off.',
  },
  {
    key: 'message_cooldown_seconds',
    label: 'Cooldown (seconds)',
    hint: 'Per member, between credited messages.',
  },
  { key: 'daily_cap', label: 'Daily cap', hint: 'Most chat points per member per day (UTC).' },
  { key: 'follow_bonus', label: 'Follow bonus', hint: 'Once per member; 0 for none.' },
  { key: 'subscription_bonus', label: 'Subscription bonus', hint: 'Once per member; 0 for none.' },
];

const toList = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);

/** Chat points: amount, cooldown, cap, the one-off bonuses, who is excluded and which accounts are bots. */
export function RulesForm({ rules }: { rules: KickRules }) {
  const [saved] = useState(() => ({
    numbers: Object.fromEntries(numberFields.map(({ key }) => [key, String(rules[key])])) as Record<
      NumberKey,
      string
    >,
    excluded: rules.excluded_members.join('\n'),
    bots: rules.bot_names.join('\n'),
  }));
  const [numbers, setNumbers] = useState(saved.numbers);
  const [excluded, setExcluded] = useState(saved.excluded);
  const [bots, setBots] = useState(saved.bots);
  const form = useFieldErrors('kick-rules');
  const save = useSaveRules();
  const dirty =
    excluded !== saved.excluded ||
    bots !== saved.bots ||
    numberFields.some(({ key }) => numbers[key] !== saved.numbers[key]);
  const discard = () => {
    setNumbers(saved.numbers);
    setExcluded(saved.excluded);
    setBots(saved.bots);
    form.setErrors({});
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Numbers as typed ("1,000"; "1e3" refused); a bad list entry is shown under its list (placeErrors).
    const extra: Record<string, string> = {};
    const read = numberFields.map(({ key }) => {
      const { value, error } = typedNumberField(numbers[key], { whole: true });
      if (error) extra[key] = error;
      return [key, value];
    });
    const values = {
      ...Object.fromEntries(read),
      excluded_members: toList(excluded),
      bot_names: toList(bots),
    };
    const input = form.validate(kickRulesSchema, values, extra);
    if (!input) return;
    save.mutate(input, {
      onSuccess: (envelope) => toast.success(envelope.message ?? kickAdminMessages.rulesSaved),
      onError: (error) => {
        form.showServerErrors(error);
        toast.error(errorMessage(error));
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <FormSection
        title="Chat points"
        description="Members with a linked Kick account earn these through the points ledger."
        footer={
          <SaveBar
            dirty={dirty}
            pending={save.isPending}
            onDiscard={discard}
            submitLabel="Save chat points"
          />
        }
      >
        {numberFields.map(({ key, label, hint }) => (
          <TextField
            key={key}
            id={form.id(key)}
            label={label}
            hint={hint}
            inputMode="numeric"
            value={numbers[key]}
            onChange={(v) => {
              form.clear(key);
              setNumbers((current) => ({ ...current, [key]: v }));
            }}
            error={form.errors[key]}
          />
        ))}
        <TextAreaField
          id={form.id('excluded_members')}
          label="Excluded members"
          hint="Site or Kick usernames, one per line: they earn nothing."
          value={excluded}
          onChange={(v) => {
            form.clear('excluded_members');
            setExcluded(v);
          }}
          error={form.errors.excluded_members}
          rows={3}
        />
        <TextAreaField
          id={form.id('bot_names')}
          label="Bot accounts"
          hint="Kick usernames, one per line: never credited or answered."
          value={bots}
          onChange={(v) => {
            form.clear('bot_names');
            setBots(v);
          }}
          error={form.errors.bot_names}
          rows={3}
        />
      </FormSection>
    </form>
  );
}
