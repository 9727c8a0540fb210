import { type EntryRefusal, entryRefusalError, pointsPerEntry } from '@podium/shared/raffles/rules';
import type { Raffle } from '@podium/shared/raffles/schemas';

/** Which entry field a refusal belongs under; null for a toast. */
export type EntryField = 'password' | 'points_spent';

const entryFields: readonly string[] = ['password', 'points_spent'] satisfies EntryField[];
const isEntryField = (field: string | undefined): field is EntryField =>
  field !== undefined && entryFields.includes(field);

/**
 * A refusal of the shared entry rule, checked before anything is sent, in the shared words the server
 * answers with (`entryRefusalError`): under the entry's own field (a password, the points), else a toast.
 */
export function refusalText(
  refusal: EntryRefusal,
  raffle: Pick<Raffle, 'points_per_entry' | 'max_tickets_per_member' | 'is_cancelled'>,
): { message: string; field: EntryField | null } {
  const { entry, message } = entryRefusalError(refusal, {
    perEntry: pointsPerEntry(raffle),
    maxTickets: raffle.max_tickets_per_member,
    cancelled: raffle.is_cancelled,
  });
  return { message, field: isEntryField(entry.field) ? entry.field : null };
}
