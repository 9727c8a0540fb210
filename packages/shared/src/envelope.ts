/** The response envelope every API call answers with (ARCHITECTURE.md "HTTP API"). */
export type FieldErrors = Record<string, string[]>;

export interface Envelope<T> {
  success: boolean;
  data: T | null;
  message: string | null;
  errors: FieldErrors | null;
}

export const ok = <T>(data: T, message: string | null = null): Envelope<T> => ({
  success: true,
  data,
  message,
  errors: null,
});

export const fail = (message: string, errors: FieldErrors | null = null): Envelope<null> => ({
  success: false,
  data: null,
  message,
  errors,
});
