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
