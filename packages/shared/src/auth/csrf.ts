import { z } from 'zod';

/** What `GET /auth/csrf` (`CSRF_PATH`) answers: the token to send in the CSRF header, also set in its cookie. */
export const csrfTokenSchema = z.object({ csrf_token: z.string() });
export type CsrfToken = z.infer<typeof csrfTokenSchema>;
