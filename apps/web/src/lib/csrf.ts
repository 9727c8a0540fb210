import type { CsrfToken } from '@podium/shared/auth/csrf';
import type { Envelope } from '@podium/shared/common/envelope';
import { CSRF_COOKIE, CSRF_PATH } from '@podium/shared/site-settings/boot';

/** The CSRF token in the page's cookie ('' when there is none): read at each write, a sign-in changes it. */
export function csrfCookie(): string {
  const prefix = `${CSRF_COOKIE}=`;
  for (const part of document.cookie.split(';')) {
    const cookie = part.trim();
    if (cookie.startsWith(prefix)) return decodeURIComponent(cookie.slice(prefix.length));
  }
  return '';
}

let asking: Promise<string> | null = null;

/**
 * The token for a write: the cookie a member's page sets, or, for a visitor (whose shared page sets no
 * cookie, decision 068) and after a refusal (`fresh`), the one `GET /auth/csrf` answers and sets. Writes
 * made at once share one ask. '' when the server could not be reached: the write then fails as it would.
 */
export async function csrfTokenForWrite(fresh = false): Promise<string> {
  const held = fresh ? '' : csrfCookie();
  if (held) return held;
  asking ??= fetch(CSRF_PATH, {
    headers: { accept: 'application/json' },
    credentials: 'same-origin',
    cache: 'no-store',
  })
    .then(async (res) => ((await res.json()) as Envelope<CsrfToken>).data?.csrf_token ?? '')
    .catch(() => '')
    .finally(() => {
      asking = null;
    });
  return asking;
}
