import { typedNumberField } from '@podium/shared/common/typed-number';
import type { AdminRaffle } from '@podium/shared/raffles/admin';
import { raffleAdminMessages } from '@podium/shared/raffles/admin';
import {
  type ClaimValues,
  emptyClaimValues,
  toClaimInput,
  toClaimValues,
} from '@/components/claims/claim-values.ts';
import { isoToUtcInput, utcInputToIso } from '@/lib/datetime.ts';
import type { ErrorMap } from '@/lib/form-errors.ts';
import { type PrizeValues, toPrizeInput, toPrizeValues } from './prize-values.ts';

/** What the form does with the password: a raffle's word is stored hashed, so it is never shown. */
export type PasswordMode = 'none' | 'set' | 'keep' | 'remove';

/** What the form edits: numbers and times as typed. */
export interface RaffleValues extends ClaimValues {
  title: string;
  description: string;
  image: string;
  start: string;
  end: string;
  winners: string;
  free: boolean;
  points: boolean;
  pointsPerEntry: string;
  maxTickets: string;
  passwordMode: PasswordMode;
  password: string;
  /** Prizes per place (decision 044): on, one row per winner; off, the description names the prize. */
  prizesOn: boolean;
  prizes: PrizeValues[];
}

const DAY = 86_400_000;

/** A new raffle: open from now for a week, one winner, free entry. */
export const emptyValues = (nowMs: number): RaffleValues => ({
  title: '',
  description: '',
  image: '',
  start: isoToUtcInput(new Date(nowMs).toISOString()),
  end: isoToUtcInput(new Date(nowMs + 7 * DAY).toISOString()),
  winners: '1',
  free: true,
  points: false,
  pointsPerEntry: '',
  maxTickets: '',
  passwordMode: 'none',
  password: '',
  prizesOn: false,
  prizes: [],
  ...emptyClaimValues(),
});

export const toValues = (raffle: AdminRaffle): RaffleValues => ({
  title: raffle.title,
  description: raffle.description,
  image: raffle.image ?? '',
  start: isoToUtcInput(raffle.start_datetime),
  end: isoToUtcInput(raffle.end_datetime),
  winners: String(raffle.number_of_winners),
  free: raffle.allow_passwordless_entry,
  points: raffle.allow_points_entry,
  pointsPerEntry: raffle.points_per_entry === null ? '' : String(raffle.points_per_entry),
  maxTickets: raffle.max_tickets_per_member === null ? '' : String(raffle.max_tickets_per_member),
  passwordMode: raffle.has_password_entry ? 'keep' : 'none',
  password: '',
  prizesOn: raffle.prizes.length > 0,
  prizes: toPrizeValues(raffle.prizes),
  ...toClaimValues(raffle.claim),
});

/** The password choices the form offers: for a raffle with a password, keep, change or remove it. */
export const passwordModes = (hasPassword: boolean): { value: PasswordMode; label: string }[] =>
  hasPassword
    ? [
        { value: 'keep', label: 'Keep the current password' },
        { value: 'set', label: 'Change the password' },
        { value: 'remove', label: 'Remove password entry' },
      ]
    : [
        { value: 'none', label: 'No password entry' },
        { value: 'set', label: 'Set a password' },
      ];

/** A whole number as typed ("1,000", "-3"; the schema says what is out of range); its error in `extra`. */
function whole(text: string, key: string, extra: ErrorMap, required: boolean): number | null {
  const { value, error } = typedNumberField(text, { whole: true, required });
  if (error) extra[key] = error;
  return value;
}

/** The input the API takes, and the errors the schema cannot express ("not a number", no way in). */
export function toInput(values: RaffleValues): { input: Record<string, unknown>; extra: ErrorMap } {
  const extra: ErrorMap = {};
  const start = utcInputToIso(values.start);
  const end = utcInputToIso(values.end);
  const winners = whole(values.winners, 'number_of_winners', extra, true);
  const perEntry = values.points ? whole(values.pointsPerEntry, 'points_per_entry', extra, false) : null;
  const maxTickets = values.points ? whole(values.maxTickets, 'max_tickets_per_member', extra, false) : null;
  if (!start) extra.start_datetime = 'Enter a date and time';
  if (!end) extra.end_datetime = 'Enter a date and time';
  const withPassword = values.passwordMode === 'set' || values.passwordMode === 'keep';
  if (!values.free && !values.points && !withPassword)
    extra.entry_methods = raffleAdminMessages.noEntryMethod;
  const input: Record<string, unknown> = {
    title: values.title,
    description: values.description,
    image: values.image,
    start_datetime: start ?? '',
    end_datetime: end ?? '',
    number_of_winners: winners,
    allow_passwordless_entry: values.free,
    allow_points_entry: values.points,
    points_per_entry: perEntry,
    max_tickets_per_member: maxTickets,
    prizes: values.prizesOn ? toPrizeInput(values.prizes, extra) : [],
    ...toClaimInput(values, extra),
  };
  if (values.passwordMode === 'set') input.password = values.password;
  if (values.passwordMode === 'remove') input.password = null;
  return { input, extra };
}
