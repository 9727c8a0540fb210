import { profileUpdateMessages } from '@podium/shared/profile/schemas';
import { HttpError } from '@/lib/http.ts';

export interface UpdateArea {
  success: string;
  failure: string;
  thrown: string;
}

/** SPEC §8 Settings: success text, the fallback when the server gives no message, and the thrown one. */
export const updateAreas = {
  bio: {
    success: profileUpdateMessages.bio,
    failure: 'Failed to update profile',
    thrown: 'An error occurred while updating profile',
  },
  casino: {
    success: profileUpdateMessages.casino,
    failure: 'Failed to update connections',
    thrown: 'An error occurred while updating connections',
  },
  social: {
    success: profileUpdateMessages.social,
    failure: 'Failed to update social media links',
    thrown: 'An error occurred while updating social media links',
  },
  kick: {
    success: profileUpdateMessages.kickDisconnected,
    failure: 'Failed to disconnect Kick account',
    thrown: 'Failed to disconnect Kick account',
  },
} as const satisfies Record<string, UpdateArea>;

/** The server's message when it answered with one; its absence, or no answer at all, has its own text. */
export function failureMessage(error: unknown, area: UpdateArea): string {
  if (error instanceof HttpError && error.status > 0) return error.serverMessage ?? area.failure;
  return area.thrown;
}
