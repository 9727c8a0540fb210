import { formatMoney } from '@podium/shared/common/money';
import { formatMultiplier } from '@podium/shared/common/multiplier';
import type { ChallengeState, ClaimStatus } from '@podium/shared/slot-challenges/rules';
import type { Challenge } from '@podium/shared/slot-challenges/schemas';
import type { PillTone } from '@/components/Pill.tsx';

const utc = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  hourCycle: 'h23',
  timeZone: 'UTC',
});

/** "Nov 21, 2026, 14:05 UTC": the same on the server and in every browser (no hydration mismatch). */
export const formatUtc = (iso: string) => `${utc.format(Date.parse(iso))} UTC`;

export const stateLabel: Record<ChallengeState, string> = {
  upcoming: 'Starts soon',
  open: 'Open',
  claimed: 'Claimed',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

export const stateTone = {
  upcoming: 'sky',
  open: 'emerald',
  claimed: 'amber',
  expired: 'neutral',
  cancelled: 'rose',
} as const satisfies Record<ChallengeState, PillTone>;

export const claimTone = {
  pending: 'sky',
  approved: 'emerald',
  refused: 'rose',
} as const satisfies Record<ClaimStatus, PillTone>;

export const claimLabel: Record<ClaimStatus, string> = {
  pending: 'Waiting for review',
  approved: 'Approved',
  refused: 'Refused',
};

/** "First to hit 1000.00x on Gates of Olympus at a bet of at least $0.20 wins $100.00." */
export function challengeSentence(c: Challenge): string {
  const who = c.places === 1 ? 'First' : `The first ${c.places}`;
  const bet = c.min_bet > 0 ? ` at a bet of at least ${formatMoney(c.min_bet)}` : '';
  const wins = c.places === 1 ? 'wins' : 'each win';
  return `${who} to hit ${formatMultiplier(c.min_multiplier)} on ${c.game}${bet} ${wins} ${c.prize_label}.`;
}

/** Open first, then starting soon, then claimed, expired, cancelled (each newest end first, as listed). */
const order: Record<ChallengeState, number> = { open: 0, upcoming: 1, claimed: 2, expired: 3, cancelled: 4 };
export const byInterest = (list: readonly Challenge[]) =>
  [...list].sort((a, b) => order[a.state] - order[b.state]);
