import { CSRF_COOKIE } from '@podium/shared/site-settings/boot';

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
 * cookie, decision 068) and after a refusal (`fresh`), the one `GET /auth/csrf` answers and sets
 * (lib/csrf-ask.ts, loaded then). Writes made at once share one ask.
 */
export async function csrfTokenForWrite(fresh = false): Promise<string> {
  const held = fresh ? '' : csrfCookie();
  if (held) return held;
  asking ??= import('./csrf-ask.ts')
    .then(({ askCsrfToken }) => askCsrfToken())
    .catch(() => '')
    .finally(() => {
      asking = null;
    });
  return asking;
}
