import type { Badge } from '@podium/shared/achievements/schemas';
import { badgeInputSchema, membersMessages } from '@podium/shared/members/schemas';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { CatalogueIcon } from '@/components/CatalogueIcon.tsx';
import { DialogActions } from '@/components/dialog/Dialog.tsx';
import { TextAreaField } from '@/components/form/TextAreaField.tsx';
import { TextField } from '@/components/form/TextField.tsx';
import { errorMessage } from '@/lib/form-errors.ts';
import { useFieldErrors } from '@/lib/use-field-errors.ts';
import { type BadgeInput, useCreateBadge } from './api/create-badge.ts';
import { useUpdateBadge } from './api/update-badge.ts';

const emptyBadge: BadgeInput = { name: '', icon: '', description: '' };

const toInput = ({ name, icon, description }: Badge): BadgeInput => ({ name, icon, description });

/** Create or edit a badge. */
export function BadgeForm({ badge, onDone }: { badge: Badge | null; onDone: () => void }) {
  const [values, setValues] = useState<BadgeInput>(() => (badge ? toInput(badge) : emptyBadge));
  const form = useFieldErrors('badge');
  const create = useCreateBadge();
  const update = useUpdateBadge();
  const pending = create.isPending || update.isPending;

  const text = (path: keyof BadgeInput) => ({
    id: form.id(path),
    value: values[path],
    error: form.errors[path],
    onChange: (value: string) => {
      form.clear(path);
      setValues((current) => ({ ...current, [path]: value }));
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate(badgeInputSchema, values);
    if (!input) return;
    const callbacks = {
      onSuccess: (envelope: { message: string | null }) => {
        toast.success(
          envelope.message ?? (badge ? membersMessages.badgeSaved : membersMessages.badgeCreated),
        );
        onDone();
      },
      onError: (error: unknown) => {
        form.showServerErrors(error);
        toast.error(errorMessage(error));
      },
    };
    if (badge) update.mutate({ id: badge.id, input }, callbacks);
    else create.mutate(input, callbacks);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField {...text('name')} label="Name" maxLength={60} required autoComplete="off" />
      <div className="flex items-end gap-3">
        <TextField
          {...text('icon')}
          label="Icon"
          className="flex-1"
          maxLength={200}
          required
          autoComplete="off"
          placeholder="/badges/og.svg"
          hint="An emoji, or a link or path to an image."
        />
        <div className="mb-6">
          <CatalogueIcon icon={values.icon} />
        </div>
      </div>
      <TextAreaField
        {...text('description')}
        label="Description"
        rows={3}
        maxLength={300}
        hint="Optional. Shown when members hover the badge."
      />
      <DialogActions submitLabel={badge ? 'Save badge' : 'Create badge'} pending={pending} />
    </form>
  );
}
