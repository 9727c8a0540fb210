import { type ErrorEntry, errorMessage } from '../common/error-catalogue.ts';
import { raffleErrors } from './errors.ts';
import { MAX_TICKETS_PER_REQUEST, type RaffleStatus, raffleMessages } from './messages.ts';
import type { Raffle, RaffleEnterInput, RaffleEntry } from './schemas.ts';

/** What decides whether a raffle is open: its times and its admin switches. */
export interface RaffleClock {
  startsAtMs: number;
  endsAtMs: number;
  drawn: boolean;
  cancelled: boolean;
  paused: boolean;
}

/**
 * SPEC §3 has_ended and is_accepting_entries: ended once drawn, cancelled or past its end; accepting
 * from its start until then, unless an admin paused entries.
 */
export function raffleTiming(clock: RaffleClock, nowMs: number) {
  const hasEnded = clock.drawn || clock.cancelled || nowMs >= clock.endsAtMs;
  return {
    has_ended: hasEnded,
    is_accepting_entries: !hasEnded && !clock.paused && nowMs >= clock.startsAtMs,
  };
}

/** SPEC §4: Ended if has_ended; Active if is_accepting_entries; otherwise Pending. */
export const raffleStatus = (r: Pick<Raffle, 'has_ended' | 'is_accepting_entries'>): RaffleStatus =>
  r.has_ended ? 'ended' : r.is_accepting_entries ? 'active' : 'pending';

/** The words for a status: Pending is shown as Not Started on the detail page. */
export function raffleStatusLabel(status: RaffleStatus, place: 'card' | 'detail'): string {
  if (status === 'ended') return 'Ended';
  if (status === 'active') return 'Active';
  return place === 'detail' ? 'Not Started' : 'Pending';
}

/** SPEC §5: points per entry is 1 when missing. */
export const pointsPerEntry = (r: Pick<Raffle, 'points_per_entry'>): number => r.points_per_entry ?? 1;

/** Tickets bought with `pointsSpent`: a positive whole multiple of the price, else null. */
export function pointsTickets(pointsSpent: number | null | undefined, perEntry: number): number | null {
  if (!pointsSpent || !Number.isSafeInteger(pointsSpent) || pointsSpent <= 0) return null;
  if (pointsSpent % perEntry !== 0) return null;
  return pointsSpent / perEntry;
}

/** SPEC §5 win chance: the member's tickets / total entries, as a percentage with 2 decimals. */
export function winChance(userTickets: number, totalEntries: number): string {
  if (totalEntries <= 0 || userTickets <= 0) return '0.00';
  return ((Math.min(userTickets, totalEntries) / totalEntries) * 100).toFixed(2);
}

/**
 * What a raffle's stats show about its end. A cancelled raffle has no chances and no winners; a drawn
 * one has its winners and, for the viewer, their place if they won and whether they held a ticket.
 * Until the draw (open, or past its end and waiting for the draw) the chances still stand: 'open'.
 */
export type RaffleOutcome =
  | { kind: 'open' }
  | { kind: 'cancelled' }
  | { kind: 'drawn'; winners: number; place: number | null; entered: boolean };

export function raffleOutcome(
  raffle: Pick<Raffle, 'is_cancelled' | 'drawn_at' | 'winners' | 'user_entries'>,
  viewerId: number | null,
): RaffleOutcome {
  if (raffle.is_cancelled) return { kind: 'cancelled' };
  if (raffle.drawn_at === null) return { kind: 'open' };
  const mine = viewerId === null ? undefined : raffle.winners.find((w) => w.id === viewerId);
  return {
    kind: 'drawn',
    winners: raffle.winners.length,
    place: mine?.position ?? null,
    entered: viewerId !== null && (mine !== undefined || raffle.user_entries.total > 0),
  };
}

/** Why an entry is refused, in the order the checks apply; null when it may go ahead. */
export type EntryRefusal =
  | 'login_required'
  | 'kick_required'
  | 'ended'
  | 'not_accepting'
  | 'method_not_allowed'
  | 'already_entered_free'
  | 'already_entered_password'
  | 'password_required'
  | 'points_not_multiple'
  | 'too_many_tickets'
  | 'ticket_limit';

type EntryView = Pick<
  Raffle,
  | 'has_ended'
  | 'is_accepting_entries'
  | 'allow_passwordless_entry'
  | 'allow_points_entry'
  | 'has_password_entry'
  | 'points_per_entry'
  | 'max_tickets_per_member'
  | 'user_entries'
>;

const methodAllowed = (r: EntryView, type: RaffleEnterInput['entry_type']) =>
  type === 'passwordless'
    ? r.allow_passwordless_entry
    : type === 'points'
      ? r.allow_points_entry
      : r.has_password_entry;

/**
 * SPEC §5 entry rules, the same on both sides: signed in, a Kick username, the raffle open, the method
 * offered, one free and one password entry per member, points a multiple of the price, at most 1,000
 * tickets at once and within the per-member ticket limit. (Whether the points are there, and the password itself, only the server knows.)
 */
export function entryRefusal(
  raffle: EntryView,
  viewer: { kick_username: string | null } | null,
  entry: Pick<RaffleEnterInput, 'entry_type' | 'password' | 'points_spent'>,
): EntryRefusal | null {
  if (!viewer) return 'login_required';
  if (!viewer.kick_username?.trim()) return 'kick_required';
  if (raffle.has_ended) return 'ended';
  if (!raffle.is_accepting_entries) return 'not_accepting';
  if (!methodAllowed(raffle, entry.entry_type)) return 'method_not_allowed';
  if (entry.entry_type === 'passwordless') {
    return raffle.user_entries.passwordless ? 'already_entered_free' : null;
  }
  if (entry.entry_type === 'password') {
    if (raffle.user_entries.password) return 'already_entered_password';
    return entry.password?.trim() ? null : 'password_required';
  }
  const tickets = pointsTickets(entry.points_spent, pointsPerEntry(raffle));
  if (tickets === null) return 'points_not_multiple';
  if (tickets > MAX_TICKETS_PER_REQUEST) return 'too_many_tickets';
  const max = raffle.max_tickets_per_member;
  return max !== null && raffle.user_entries.points + tickets > max ? 'ticket_limit' : null;
}

/** What a refusal's words name: a ticket's price, the member's ticket limit, and whether it was cancelled. */
export interface RefusalFigures {
  perEntry: number;
  maxTickets: number | null;
  /** A cancelled raffle's end is told as a cancellation (its points were refunded). */
  cancelled?: boolean;
}

/** A refusal of the entry rule as its catalogue entry (code, status, field) and its words. */
export interface EntryRefusalError {
  entry: ErrorEntry;
  message: string;
}

/**
 * The one place a refusal of the entry rule becomes words (SPEC §5 texts for signing in and the Kick
 * link): the server answers with it, the entry panel shows it (under the entry's field, or as a toast)
 * before sending anything.
 */
export function entryRefusalError(refusal: EntryRefusal, figures: RefusalFigures): EntryRefusalError {
  const fixed = (entry: ErrorEntry & { message: string }) => ({ entry, message: entry.message });
  const e = raffleErrors;
  switch (refusal) {
    case 'login_required':
      return fixed(e.loginRequired);
    case 'kick_required':
      return fixed(e.kickRequired);
    case 'ended':
      return figures.cancelled ? { entry: e.ended, message: raffleMessages.cancelled } : fixed(e.ended);
    case 'not_accepting':
      return fixed(e.notAccepting);
    case 'method_not_allowed':
      return fixed(e.methodNotAllowed);
    case 'already_entered_free':
      return fixed(e.alreadyEnteredFree);
    case 'already_entered_password':
      return fixed(e.alreadyEnteredPassword);
    case 'password_required':
      return fixed(e.passwordRequired);
    case 'points_not_multiple':
      return { entry: e.pointsNotMultiple, message: errorMessage(e.pointsNotMultiple, figures.perEntry) };
    case 'too_many_tickets':
      return { entry: e.tooManyTickets, message: errorMessage(e.tooManyTickets, MAX_TICKETS_PER_REQUEST) };
    case 'ticket_limit':
      return { entry: e.ticketLimit, message: errorMessage(e.ticketLimit, figures.maxTickets ?? 0) };
  }
}

/** A raffle needs at least one way in. */
export const hasEntryMethod = (r: {
  allow_passwordless_entry: boolean;
  allow_points_entry: boolean;
  has_password_entry: boolean;
}): boolean => r.allow_passwordless_entry || r.allow_points_entry || r.has_password_entry;

/** SPEC §4: the free entry works once; afterwards the button reads 'Already Entered (Free)'. */
export const freeEntryLabel = (entries: Pick<Raffle['user_entries'], 'passwordless'>) =>
  entries.passwordless ? 'Already Entered (Free)' : 'Enter for Free';

/** SPEC §2/§9: a card shows up to 3 winners, then 'and N more'. */
export function winnersPreview<T>(winners: readonly T[], max = 3): { shown: T[]; more: number } {
  return { shown: winners.slice(0, max), more: Math.max(0, winners.length - max) };
}

/** The entries list's search: case-insensitive on the display name, username or Kick username. */
export function searchEntries<T extends Pick<RaffleEntry, 'user'>>(
  entries: readonly T[],
  query: string,
): T[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...entries];
  return entries.filter(({ user }) =>
    [user.display_name, user.username, user.kick_username]
      .filter((s): s is string => !!s)
      .some((s) => s.toLowerCase().includes(q)),
  );
}
