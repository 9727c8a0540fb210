import type { ProfileUpdate } from '@podium/shared/members';
import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import type { UpdateArea } from './api/update-messages.ts';
import { useUpdateProfile } from './api/update-profile.ts';
import { issuesToErrors, serverFieldErrors } from './form-errors.ts';

/**
 * One settings form: its values, the shared schema checked before sending, the server's field errors
 * under the fields (editing a field clears its error), and the save with its toasts.
 */
export function useUpdateForm<K extends string>(
  schema: z.ZodType<ProfileUpdate>,
  area: UpdateArea,
  initial: Record<K, string>,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mutation = useUpdateProfile(area);

  const set = (key: K, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors(({ [key]: _, ...rest }) => rest);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      setErrors(issuesToErrors(parsed.error));
      return;
    }
    setErrors({});
    mutation.mutate(parsed.data, { onError: (error) => setErrors(serverFieldErrors(error)) });
  };

  return { values, set, errors, submit, saving: mutation.isPending };
}
