import type { CsrfToken } from '@podium/shared/auth/csrf';
import type { Envelope } from '@podium/shared/common/envelope';
import { CSRF_PATH } from '@podium/shared/site-settings/boot';

/**
 * Asks the server for this browser's CSRF token (it sets the cookie too); '' when it could not be had,
 * and the write then fails as it would. Loaded on a visitor's first write only (lib/csrf.ts).
 */
export const askCsrfToken = (): Promise<string> =>
  fetch(CSRF_PATH, { headers: { accept: 'application/json' }, credentials: 'same-origin', cache: 'no-store' })
    .then(async (res) => ((await res.json()) as Envelope<CsrfToken>).data?.csrf_token ?? '')
    .catch(() => '');
