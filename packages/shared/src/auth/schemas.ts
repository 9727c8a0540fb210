/** Why a sign-in came back to /login (the `error` query parameter) and what the page says. */
export const loginErrors = {
  access_denied: 'Discord sign-in was cancelled. Sign in again whenever you are ready.',
  state: 'Your sign-in link expired or was opened in another browser. Please try again.',
  discord: 'Discord did not complete the sign-in. Please try again in a moment.',
  discord_unavailable: 'Sign-in with Discord is not configured on this site yet.',
} as const;
export type LoginError = keyof typeof loginErrors;

export const loginErrorMessage = (code: string | null): string | null =>
  code && code in loginErrors ? loginErrors[code as LoginError] : code ? loginErrors.discord : null;

/**
 * Only same-site paths may be a post-login destination (no open redirects), in printable ASCII (a path
 * the browser wrote is percent-encoded), since it ends up in a Location header.
 */
export function safeNextPath(next: unknown): string {
  return typeof next === 'string' && next.length <= 2000 && /^\/(?![/\\])[\x21-\x7e]*$/.test(next)
    ? next
    : '/';
}
