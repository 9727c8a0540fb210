import type { FieldErrors } from '@podium/shared/envelope';
import type { z } from 'zod';
import { HttpError } from '@/lib/http.ts';

/** The first message per field, from a failed zod parse of the form. */
export function issuesToErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    out[key] ??= issue.message;
  }
  return out;
}

/** The first message per field from the server's 400 answer (none for other failures). */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const fields: FieldErrors | null = error instanceof HttpError ? error.fieldErrors : null;
  const out: Record<string, string> = {};
  for (const [key, messages] of Object.entries(fields ?? {})) if (messages[0]) out[key] = messages[0];
  return out;
}
