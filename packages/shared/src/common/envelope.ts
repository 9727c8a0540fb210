import { z } from './zod.ts';

/** The response envelope every API call answers with (ARCHITECTURE.md "HTTP API"). */
export type FieldErrors = Record<string, string[]>;

export interface Envelope<T> {
  success: boolean;
  data: T | null;
  message: string | null;
  errors: FieldErrors | null;
  /**
   * Failures only: a stable code (`not_found`, `store.out_of_stock`, …; see `errors/`). Callers decide
   * on the code, never on the HTTP status.
   */
  code?: string;
}

export const ok = <T>(data: T, message: string | null = null): Envelope<T> => ({
  success: true,
  data,
  message,
  errors: null,
});

export const fail = (code: string, message: string, errors: FieldErrors | null = null): Envelope<null> => ({
  success: false,
  data: null,
  message,
  errors,
  code,
});

/** The envelope of a success around a route's data schema: the response schema routes declare. */
export const envelopeOf = <T extends z.ZodType>(data: T) =>
  z.object({
    success: z.literal(true),
    data,
    message: z.string().nullable(),
    errors: z.null(),
  });

/** The envelope of every failure: no data, a message, field errors when a field is at fault, a code. */
export const failureEnvelopeSchema = z.object({
  success: z.literal(false),
  data: z.null(),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).nullable(),
  code: z.string(),
});
