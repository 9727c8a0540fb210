import { typedNumberField } from '@podium/shared/common/typed-number';
import { type KickCommands, kickAdminMessages, kickCommandsSchema } from '@podium/shared/kick/admin';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { FormSection } from '@/components/form/FormSection.tsx';
import { SaveBar } from '@/components/form/SaveBar.tsx';
import { SwitchField } from '@/components/form/SwitchField.tsx';
import { TextField } from '@/components/form/TextField.tsx';
import { errorMessage } from '@/lib/form-errors.ts';
import { useFieldErrors } from '@/lib/use-field-errors.ts';
import { useSaveCommands } from './api/save-commands.ts';

const switches: {
  key: 'points' | 'leaderboard' | 'hunt' | 'bet' | 'sr';
  label: string;
  description: string;
}[] = [
  { key: 'points', label: '!points', description: "Answers the member's balance and rank." },
  { key: 'leaderboard', label: '!leaderboard', description: 'Answers the top 3 of the main leaderboard.' },
  { key: 'hunt', label: '!hunt', description: "Answers the current bonus hunt's figures." },
  {
    key: 'bet',
    label: '!bet',
    description:
      '!bet <outcome number> <points> stakes on the open prediction (linked members; no cooldown).',
  },
  {
    key: 'sr',
    label: '!sr',
    description: '!sr <slot name> requests a slot from the catalogue (linked members; no cooldown).',
  },
];

/** The chat commands the site answers in Kick chat (each off until switched on), and their cooldown. */
export function CommandsForm({ commands }: { commands: KickCommands }) {
  const [values, setValues] = useState(commands);
  const [cooldown, setCooldown] = useState(String(commands.cooldown_seconds));
  const form = useFieldErrors('kick-commands');
  const save = useSaveCommands();
  const dirty =
    cooldown !== String(commands.cooldown_seconds) ||
    switches.some(({ key }) => (values[key] ?? false) !== (commands[key] ?? false));
  const discard = () => {
    setValues(commands);
    setCooldown(String(commands.cooldown_seconds));
    form.setErrors({});
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const typed = typedNumberField(cooldown, { whole: true });
    const input = form.validate(
      kickCommandsSchema,
      { ...values, cooldown_seconds: typed.value },
      typed.error ? { cooldown_seconds: typed.error } : {},
    );
    if (!input) return;
    save.mutate(input, {
      onSuccess: (envelope) => toast.success(envelope.message ?? kickAdminMessages.commandsSaved),
      onError: (error) => {
        form.showServerErrors(error);
        toast.error(errorMessage(error));
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <FormSection
        title="Chat commands"
        description="Answered in Kick chat by the app's bot."
        footer={
          <SaveBar dirty={dirty} pending={save.isPending} onDiscard={discard} submitLabel="Save commands" />
        }
      >
        {switches.map(({ key, label, description }) => (
          <SwitchField
            key={key}
            id={form.id(key)}
            label={label}
            description={description}
            checked={values[key] ?? false}
            onChange={(checked) => setValues((current) => ({ ...current, [key]: checked }))}
          />
        ))}
        <TextField
          id={form.id('cooldown_seconds')}
          label="Command cooldown (seconds)"
          hint="The same command is answered at most once in this time."
          inputMode="numeric"
          value={cooldown}
          onChange={(v) => {
            form.clear('cooldown_seconds');
            setCooldown(v);
          }}
          error={form.errors.cooldown_seconds}
        />
      </FormSection>
    </form>
  );
}
