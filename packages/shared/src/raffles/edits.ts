/**
 * What an admin may still change once members have entered a raffle (decision 044): anything but what
 * they paid for. The price, the entry types (free, points, password on or off), the start time and the
 * ticket limit are fixed, and the end may only move later; title, description, image, the number of
 * winners, the prizes and a new password word stay editable. Zod-free: the admin form reads it too.
 */
import { raffleErrors } from './errors.ts';

/** The settings the rule compares, in the form's (and the request's) names. */
export interface RaffleTerms {
  start_datetime: string;
  end_datetime: string;
  allow_passwordless_entry: boolean;
  allow_points_entry: boolean;
  /** Null means 1 (SPEC §5): null and 1 are the same price. */
  points_per_entry: number | null;
  max_tickets_per_member: number | null;
  has_password_entry: boolean;
}

export const lockedFieldMessages = {
  start_datetime: 'Members have already entered: the start time can no longer change.',
  end_datetime: 'Members have already entered: the end can only move later.',
  allow_passwordless_entry: 'Members have already entered: free entry can no longer be switched.',
  allow_points_entry: 'Members have already entered: points entry can no longer be switched.',
  points_per_entry: 'Members have already paid this price: it can no longer change.',
  max_tickets_per_member: 'Members have already entered: the ticket limit can no longer change.',
  password: 'Members have already entered: password entry can no longer be switched on or off.',
} as const;
export type LockedField = keyof typeof lockedFieldMessages;

/** The message of the whole refusal, for a form that shows it above its fields. */
export const enteredLockedMessage = raffleErrors.enteredLocked.message;

const sameTime = (a: string, b: string) => Date.parse(a) === Date.parse(b);

/**
 * The settings an edit would change that members' entries fix, each with its words (empty: the edit
 * may go ahead). Ask only when the raffle has entries.
 */
export function lockedChanges(before: RaffleTerms, after: RaffleTerms): Partial<Record<LockedField, string>> {
  const out: Partial<Record<LockedField, string>> = {};
  const lock = (field: LockedField) => {
    out[field] = lockedFieldMessages[field];
  };
  if (!sameTime(before.start_datetime, after.start_datetime)) lock('start_datetime');
  if (Date.parse(after.end_datetime) < Date.parse(before.end_datetime)) lock('end_datetime');
  if (before.allow_passwordless_entry !== after.allow_passwordless_entry) lock('allow_passwordless_entry');
  if (before.allow_points_entry !== after.allow_points_entry) lock('allow_points_entry');
  // The price and the limit are points entry's: with it off before and after, they fix nothing.
  if (before.allow_points_entry || after.allow_points_entry) {
    if ((before.points_per_entry ?? 1) !== (after.points_per_entry ?? 1)) lock('points_per_entry');
    if (before.max_tickets_per_member !== after.max_tickets_per_member) lock('max_tickets_per_member');
  }
  if (before.has_password_entry !== after.has_password_entry) lock('password');
  return out;
}
