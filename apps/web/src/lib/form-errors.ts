import type { z } from 'zod';
import { HttpError } from './http.ts';

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
