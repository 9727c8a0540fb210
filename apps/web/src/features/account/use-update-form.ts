import type { ProfileUpdate } from '@podium/shared/profile/schemas';
import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { useFieldErrors } from '@/lib/use-field-errors.ts';
import { updateAreas } from './api/update-messages.ts';
import { useUpdateProfile } from './api/update-profile.ts';

type FormName = 'bio' | 'casino' | 'social';

/**
 * One settings form: its values, the shared schema checked before sending, the server's field errors
 * under the fields (editing a field clears its error; focus moves to the first one), and the save
 * with its toasts. `id(field)` is the DOM id of a field, so errors can point at it.
 */
export function useUpdateForm<K extends string>(
  form: FormName,
  schema: z.ZodType<ProfileUpdate>,
  initial: Record<K, string>,
) {
  const [values, setValues] = useState(initial);
  const { errors, validate, showServerErrors, clear, id } = useFieldErrors(form);
  const mutation = useUpdateProfile(updateAreas[form]);

  const set = (key: K, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    clear(key);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const data = validate(schema, values);
    if (!data) return;
    mutation.mutate(data, { onError: (error) => showServerErrors(error) });
  };

  return { values, set, errors, submit, saving: mutation.isPending, id };
}
