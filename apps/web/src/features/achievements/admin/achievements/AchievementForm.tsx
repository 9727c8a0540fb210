import { achievementCategories, achievementCriteria } from '@podium/shared/achievements/schemas';
import {
  type AchievementInput,
  type AdminAchievement,
  achievementInputSchema,
  membersMessages,
} from '@podium/shared/members/schemas';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { DialogActions } from '@/components/dialog/Dialog.tsx';
import { SelectField } from '@/components/form/SelectField.tsx';
import { SwitchField } from '@/components/form/SwitchField.tsx';
import { TextAreaField } from '@/components/form/TextAreaField.tsx';
import { TextField } from '@/components/form/TextField.tsx';
import { type ErrorMap, errorMessage } from '@/lib/form-errors.ts';
import { useFieldErrors } from '@/lib/use-field-errors.ts';
import { useCreateAchievement } from './api/create-achievement.ts';
import { useUpdateAchievement } from './api/update-achievement.ts';
import { categoryLabels, criterionLabels } from './labels.ts';

type Values = Omit<AchievementInput, 'threshold'> & { threshold: string };

const empty: Values = {
  title: '',
  description: '',
  category: 'special',
  icon: '',
  criterion: 'manual',
  threshold: '0',
  is_active: true,
};

const toValues = ({
  id: _id,
  key: _key,
  unlock_count: _count,
  threshold,
  ...rest
}: AdminAchievement): Values => ({
  ...rest,
  threshold: String(threshold),
});

const categoryOptions = achievementCategories.map((value) => ({ value, label: categoryLabels[value] }));
const criterionOptions = achievementCriteria.map((value) => ({ value, label: criterionLabels[value] }));

/** Create or edit a catalogue entry: what it is, and what unlocks it. */
export function AchievementForm({
  achievement,
  onDone,
}: {
  achievement: AdminAchievement | null;
  onDone: () => void;
}) {
  const [values, setValues] = useState<Values>(() => (achievement ? toValues(achievement) : empty));
  const form = useFieldErrors('achievement');
  const create = useCreateAchievement();
  const update = useUpdateAchievement();
  const pending = create.isPending || update.isPending;

  const set = <K extends keyof Values>(path: K, value: Values[K]) => {
    form.clear(path);
    setValues((current) => ({ ...current, [path]: value }));
  };
  const text = (path: 'title' | 'icon' | 'threshold' | 'description') => ({
    id: form.id(path),
    value: values[path],
    error: form.errors[path],
    onChange: (value: string) => set(path, value),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const threshold = values.threshold.trim();
    const notNumber: ErrorMap = /^\d+$/.test(threshold)
      ? {}
      : { threshold: 'Enter a whole number, 0 or more' };
    const input = form.validate(
      achievementInputSchema,
      { ...values, threshold: values.criterion === 'manual' ? 0 : Number(threshold) },
      values.criterion === 'manual' ? {} : notNumber,
    );
    if (!input) return;
    const callbacks = {
      onSuccess: (envelope: { message: string | null }) => {
        toast.success(
          envelope.message ??
            (achievement ? membersMessages.achievementSaved : membersMessages.achievementCreated),
        );
        onDone();
      },
      onError: (error: unknown) => {
        form.showServerErrors(error);
        toast.error(errorMessage(error));
      },
    };
    if (achievement) update.mutate({ id: achievement.id, input }, callbacks);
    else create.mutate(input, callbacks);
  };

  const manual = values.criterion === 'manual';
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField {...text('title')} label="Title" maxLength={80} required autoComplete="off" />
      <TextAreaField {...text('description')} label="Description" rows={2} maxLength={300} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id={form.id('category')}
          label="Category"
          value={values.category}
          options={categoryOptions}
          onChange={(v) => set('category', v)}
          error={form.errors.category}
        />
        <TextField
          {...text('icon')}
          label="Icon"
          maxLength={200}
          autoComplete="off"
          hint="An icon name (trophy, star…), an emoji or an image link."
        />
        <SelectField
          id={form.id('criterion')}
          label="Unlocked by"
          value={values.criterion}
          options={criterionOptions}
          onChange={(v) => set('criterion', v)}
          error={form.errors.criterion}
        />
        <TextField
          {...text('threshold')}
          label="Threshold"
          inputMode="numeric"
          autoComplete="off"
          disabled={manual}
          hint={
            manual ? 'Not used: admins grant it from a member’s page.' : 'The count or level that unlocks it.'
          }
        />
      </div>
      <SwitchField
        id={form.id('is_active')}
        label="Active"
        description="Inactive achievements never unlock by themselves."
        checked={values.is_active}
        onChange={(checked) => set('is_active', checked)}
      />
      <DialogActions
        submitLabel={achievement ? 'Save achievement' : 'Create achievement'}
        pending={pending}
      />
    </form>
  );
}
