import { text } from '../common/text.ts';
import { z } from '../common/zod.ts';
import { accountErrors } from './errors.ts';

/**
 * A deleted member (decision 023): the row stays (marked `deleted_at`), so the ledger, raffle tickets
 * and draws keep their member, but every personal field is cleared and the username becomes this
 * neutral, numbered name, which is what lists show. No sign-in produces it (Discord usernames have no
 * spaces or '#').
 */
export const DELETED_MEMBER_NAME = 'Deleted member';
export const deletedUsername = (id: number) => `${DELETED_MEMBER_NAME} #${id}`;

export const accountMessages = {
  deleted: 'Your account has been deleted.',
  confirmMismatch: accountErrors.confirmMismatch.message,
  lastAdmin: accountErrors.lastAdmin.message,
  deleteFailed: 'Failed to delete your account',
} as const;

/** POST /api/r/account/delete: the member types their username to confirm. */
export const accountDeleteSchema = z.strictObject({
  confirm_username: text({ max: 100, min: 1 }),
});
export type AccountDeleteInput = z.infer<typeof accountDeleteSchema>;
