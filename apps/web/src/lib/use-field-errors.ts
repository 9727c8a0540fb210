import { useCallback, useState } from 'react';
import type { z } from 'zod';
import { type ErrorMap, fieldId, placeErrors, serverErrors, zodErrors } from './form-errors.ts';

/** The one of these elements that comes first on the page (document order). */
const firstInPage = (elements: HTMLElement[]) =>
  elements.reduce<HTMLElement | undefined>(
    (first, element) =>
      !first || first.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING ? element : first,
    undefined,
  );

function focusFirst(form: string, errors: ErrorMap) {
  const keys = Object.keys(errors);
  if (keys.length === 0) return;
  const before = document.activeElement;
  // After React has painted the messages, move focus to the first field in the form's order that needs
  // attention (not the schema's order: "Add leaderboard" empty starts at Name, above Slug; a list's own
  // error is a paragraph with the list's id) — unless the visitor has already moved it (clicked into a
  // field to fix it): taking it away then would send what they type into another field.
  requestAnimationFrame(() => {
    if (document.activeElement !== before) return;
    const fields = keys
      .map((key) => document.getElementById(fieldId(form, key)))
      .filter((element): element is HTMLElement => element !== null);
    firstInPage(fields)?.focus();
  });
}

/**
 * Errors of one form: client validation with the shared zod schema (same rules as the server),
 * server field errors after a failed save, and clearing a field's error when it is edited.
 */
export function useFieldErrors(form: string) {
  const [errors, setErrors] = useState<ErrorMap>({});

  const validate = useCallback(
    <S extends z.ZodType>(schema: S, values: unknown, extra: ErrorMap = {}): z.infer<S> | null => {
      const result = schema.safeParse(values);
      // Checks the schema cannot express (e.g. "not a number") win over the schema's own message.
      const found = placeErrors(
        form,
        { ...(result.success ? {} : zodErrors(result.error)), ...extra },
        values,
      );
      setErrors(found);
      if (Object.keys(found).length > 0 || !result.success) {
        focusFirst(form, found);
        return null;
      }
      return result.data;
    },
    [form],
  );

  const showServerErrors = useCallback(
    (error: unknown, fallbackField?: string, fallbackMessage?: string) => {
      const found = placeErrors(form, serverErrors(error));
      if (fallbackField && fallbackMessage && Object.keys(found).length === 0) {
        found[fallbackField] = fallbackMessage;
      }
      setErrors(found);
      focusFirst(form, found);
    },
    [form],
  );

  /** Clears the error of a field, and of its rows for a list ("prizes" clears "prizes.2" too). */
  const clear = useCallback((path: string) => {
    setErrors((current) => {
      const kept = Object.entries(current).filter(([key]) => key !== path && !key.startsWith(`${path}.`));
      return kept.length === Object.keys(current).length ? current : Object.fromEntries(kept);
    });
  }, []);

  const id = useCallback((path: string) => fieldId(form, path), [form]);

  return { errors, validate, showServerErrors, clear, id, setErrors };
}
