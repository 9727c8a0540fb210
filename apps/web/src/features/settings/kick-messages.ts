/**
 * What the Kick callback's /settings?kick_error=CODE and ?kick=connected mean.
 * Local until packages/shared/src/kick.ts lands with the server's own texts.
 */
const kickErrors: Record<string, string> = {
  unavailable: 'Kick connection is not available right now. Please try again later.',
  state: 'The Kick connection expired or could not be verified. Please try again.',
  denied: 'Kick connection was cancelled.',
  taken: 'That Kick account is already linked to another member.',
  kick: 'Kick could not be reached. Please try again.',
};

export const kickErrorMessage = (code: string): string =>
  kickErrors[code] ?? 'Failed to connect your Kick account';

export const KICK_CONNECTED_MESSAGE = 'Kick account connected successfully!';
