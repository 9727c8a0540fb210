import { MAX_TICKETS_PER_REQUEST, raffleMessages as m } from '@podium/shared/raffles/messages';
import { type EntryRefusal, pointsPerEntry } from '@podium/shared/raffles/rules';
import type { Raffle } from '@podium/shared/raffles/schemas';

/** Which entry field a refusal belongs under; null for a toast. */
export type EntryField = 'password' | 'points_spent';

/**
 * The words for a refusal of the shared entry rule, checked before anything is sent: the SPEC §5
 * texts for signing in and the Kick link (toasts), the field's own message for a password or points.
 */
export function refusalText(
  refusal: EntryRefusal,
  raffle: Pick<Raffle, 'points_per_entry' | 'max_tickets_per_member' | 'is_cancelled'>,
): { message: string; field: EntryField | null } {
  const toast = (message: string) => ({ message, field: null });
  switch (refusal) {
    case 'login_required':
      return toast(m.loginRequired);
    case 'kick_required':
      return toast(m.kickRequired);
    case 'ended':
      return toast(raffle.is_cancelled ? m.cancelled : m.ended);
    case 'not_accepting':
      return toast(m.notAccepting);
    case 'method_not_allowed':
      return toast(m.methodNotAllowed);
    case 'already_entered_free':
      return toast(m.alreadyEnteredFree);
    case 'already_entered_password':
      return toast(m.alreadyEnteredPassword);
    case 'password_required':
      return { message: m.passwordRequired, field: 'password' };
    case 'points_not_multiple':
      return { message: m.pointsNotMultiple(pointsPerEntry(raffle)), field: 'points_spent' };
    case 'too_many_tickets':
      return { message: m.tooManyTickets(MAX_TICKETS_PER_REQUEST), field: 'points_spent' };
    case 'ticket_limit':
      return { message: m.ticketLimit(raffle.max_tickets_per_member ?? 0), field: 'points_spent' };
  }
}
