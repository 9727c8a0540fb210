import { authErrors } from './errors.ts';

/** Why a sign-in came back to /login (the `error` query parameter) and what the page says. */
export const loginErrors = {
  access_denied: 'Discord sign-in was cancelled. Sign in again whenever you are ready.',
  state: 'Your sign-in link expired or was opened in another browser. Please try again.',
  discord: 'Discord did not complete the sign-in. Please try again in a moment.',
  discord_unavailable: 'Sign-in with Discord is not configured on this site yet.',
} as const;
export type LoginError = keyof typeof loginErrors;

const authBannedWithoutDate =
  'This account has been banned. If you think this is a mistake, write to us through the contact page.';

/** `/login?error=banned&since=<ISO time>`: the Discord sign-in was refused for a ban (decision 041). */
export const BANNED_LOGIN_ERROR = 'banned';

/** The words for `?error=` (and `since` for a ban): a ban says since when; an unknown code is Discord's. */
export function loginErrorMessage(code: string | null, since?: string | null): string | null {
  if (code === BANNED_LOGIN_ERROR) {
    const at = since ? Date.parse(since) : Number.NaN;
    return Number.isNaN(at) ? authBannedWithoutDate : authErrors.banned.message(at);
  }
  return code && code in loginErrors ? loginErrors[code as LoginError] : code ? loginErrors.discord : null;
}

/**
 * Only same-site paths may be a post-login destination (no open redirects), in printable ASCII (a path
 * the browser wrote is percent-encoded), since it ends up in a Location header.
 */
export function safeNextPath(next: unknown): string {
  return typeof next === 'string' && next.length <= 2000 && /^\/(?![/\\])[\x21-\x7e]*$/.test(next)
    ? next
    : '/';
}
