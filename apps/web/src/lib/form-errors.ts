import { validationMessages } from '@podium/shared/common/validation-messages';
import type { z } from 'zod';
import { HttpError } from './http.ts';

/**
 * Form checks read the one message map (decision 049), as the server's 400s do. Every form loads this
 * file; the map's rules come in a chunk of their own, asked for as soon as it loads (long before anyone
 * submits), so the pages' own JavaScript does not carry them. Resolves once installed.
 */
export const validationMessagesReady: Promise<void> = import('@podium/shared/common/validation-map').then(
  (map) => map.installValidationMessages(),
);

/** Field path (dotted, as the server sends it: "casino.crypto1_label", "prizes.0") → first message. */
export type ErrorMap = Record<string, string>;

export function zodErrors(error: z.ZodError): ErrorMap {
  const out: ErrorMap = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    out[key] ??= issue.message;
  }
  return out;
}

/** The server's field errors of a failed save (400), first message per field; empty when none. */
export function serverErrors(error: unknown): ErrorMap {
  const out: ErrorMap = {};
  if (!(error instanceof HttpError) || !error.fieldErrors) return out;
  for (const [key, messages] of Object.entries(error.fieldErrors)) {
    if (messages[0]) out[key] = messages[0];
  }
  return out;
}

/** The message to toast for a failed call: the server's words when it sent any. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error instanceof HttpError) return error.serverMessage ?? error.message;
  return fallback;
}

/** The DOM id of a form field, so errors can point at it and focus can move to it. */
export const fieldId = (form: string, path: string) => `${form}-${path.replaceAll('.', '-')}`;

const valueAt = (values: unknown, path: string[]): unknown =>
  path.reduce<unknown>(
    (at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined),
    values,
  );

/**
 * Errors where the form shows them: an error whose path has no field of its own (one entry of a list
 * typed as lines, "excluded_members.2") goes under the nearest field that has one, naming the entry
 * when it is text ("“b@d”: Letters, numbers and _ only"), so it is shown and takes focus. A path with
 * a field, or with none above it either, stays as it is.
 */
export function placeErrors(form: string, errors: ErrorMap, values?: unknown): ErrorMap {
  if (typeof document === 'undefined') return errors;
  const has = (path: string[]) => document.getElementById(fieldId(form, path.join('.'))) !== null;
  const out: ErrorMap = {};
  for (const [path, message] of Object.entries(errors)) {
    const parts = path.split('.');
    let above = parts.slice(0, -1);
    while (above.length > 0 && !has(above)) above = above.slice(0, -1);
    if (has(parts) || above.length === 0) {
      out[path] ??= message;
      continue;
    }
    const entry = valueAt(values, parts);
    const words =
      typeof entry === 'string' && entry.trim() !== ''
        ? validationMessages.listEntry(entry.trim(), message)
        : message;
    out[above.join('.')] ??= words;
  }
  return out;
}
