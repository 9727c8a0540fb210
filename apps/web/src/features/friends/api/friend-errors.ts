import { HttpError } from '@/lib/http.ts';

/** SPEC §8: the server's message when it gave one (send only), else the fixed text. */
export const serverMessageOr = (error: unknown, fallback: string): string =>
  error instanceof HttpError && error.serverMessage ? error.serverMessage : fallback;
