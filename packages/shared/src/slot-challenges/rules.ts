import { centsToAmount, formatMoney } from '../common/money.ts';
import { type PrizeType, prizeTypes } from '../common/prizes.ts';

/**
 * The pure rules of slot challenges (bounties; issue 29, decision 060), shared by the server and the
 * pages, without zod.
 */
/** The prize kinds of every prize here (common/prizes.ts): cash, points or custom. */
export const challengePrizeKinds = prizeTypes;
export type ChallengePrizeKind = PrizeType;

export const claimStatuses = ['pending', 'approved', 'refused'] as const;
export type ClaimStatus = (typeof claimStatuses)[number];

/**
 * What the public page calls a challenge: not started yet, open for claims, every place taken
 * (claimed), ended with places left (expired), or called off by an admin (cancelled).
 */
export const challengeStates = ['upcoming', 'open', 'claimed', 'expired', 'cancelled'] as const;
export type ChallengeState = (typeof challengeStates)[number];

export const MAX_PLACES = 100;
export const MAX_MULTIPLIER = 1_000_000;
export const MAX_MIN_BET = 100_000;

/** The state at `now` of a challenge with its window and places. */
export function challengeState(
  c: { startsAt: Date; endsAt: Date; places: number; placesTaken: number; cancelledAt?: Date | null },
  now: Date,
): ChallengeState {
  if (c.cancelledAt) return 'cancelled';
  if (c.placesTaken >= c.places) return 'claimed';
  if (now.getTime() >= c.endsAt.getTime()) return 'expired';
  if (now.getTime() < c.startsAt.getTime()) return 'upcoming';
  return 'open';
}

/** "$100.00", "5,000 points" or the custom text: the prize as a sentence reads it. */
export function prizeWords(p: {
  kind: ChallengePrizeKind;
  cents: number | null;
  points: number | null;
  text: string | null;
}): string {
  if (p.kind === 'cash') return formatMoney(centsToAmount(p.cents ?? 0));
  if (p.kind === 'points') {
    const n = p.points ?? 0;
    return `${n.toLocaleString('en-US')} ${n === 1 ? 'point' : 'points'}`;
  }
  return p.text ?? '';
}
