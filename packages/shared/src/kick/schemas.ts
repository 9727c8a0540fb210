/**
 * The Kick account link (SPEC §2 Settings, §7 "Browser navigation to /auth/kick"). The server ends
 * the OAuth round trip on /settings with `?kick=connected` or `?kick_error=<code>`; the Settings page
 * shows the matching text.
 */
export const KICK_CONNECTED_PARAM = 'kick';
export const KICK_ERROR_PARAM = 'kick_error';

export const kickConnectedMessage = 'Kick account connected successfully!';

export const kickErrors = {
  denied: 'Kick connection was cancelled. Connect again whenever you are ready.',
  state: 'Your Kick connection link expired or was opened in another browser. Please try again.',
  taken: 'This Kick account is already linked to another member.',
  kick: 'Kick did not complete the connection. Please try again in a moment.',
  unavailable: 'Connecting a Kick account is not configured on this site yet.',
} as const;
export type KickError = keyof typeof kickErrors;

/** The text for a `kick_error` code; an unknown code reads as a Kick failure, none as null. */
export const kickErrorMessage = (code: string | null | undefined): string | null =>
  code ? (code in kickErrors ? kickErrors[code as KickError] : kickErrors.kick) : null;
