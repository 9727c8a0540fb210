import type { Prediction } from '@podium/shared/predictions/schemas';
import { formatNumber } from '@/lib/format.ts';

const utc = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  hourCycle: 'h23',
  timeZone: 'UTC',
});

/** "Nov 21, 2026, 14:05 UTC": the same on the server and in every browser (no hydration mismatch). */
export const formatUtc = (iso: string) => `${utc.format(Date.parse(iso))} UTC`;

export const formatPoints = (n: number) => `${formatNumber(n)} ${n === 1 ? 'point' : 'points'}`;

export const statusLabel: Record<Prediction['status'], string> = {
  open: 'Open',
  locked: 'Locked',
  resolved: 'Resolved',
  cancelled: 'Cancelled',
};

export const statusTone = {
  open: 'emerald',
  locked: 'amber',
  resolved: 'sky',
  cancelled: 'neutral',
} as const satisfies Record<Prediction['status'], string>;

/** The member's own line: what they staked and what came of it. */
export function stakeLine(p: Prediction): string | null {
  const s = p.user_stake;
  if (!s) return null;
  const outcome = p.outcomes.find((o) => o.id === s.outcome_id)?.label ?? '';
  const staked = `You staked ${formatPoints(s.amount)} on ${outcome}`;
  switch (s.result) {
    case 'won':
      return `${staked} and won ${formatPoints(s.payout)}`;
    case 'lost':
      return `${staked} and lost`;
    case 'refunded':
      return `${staked}: refunded ${formatPoints(s.payout)}`;
    default:
      return staked;
  }
}

/** Open and locked first, then the settled ones; newest first within each. */
export const byInterest = (list: readonly Prediction[]) =>
  [...list].sort((a, b) => {
    const live = (p: Prediction) => (p.status === 'open' || p.status === 'locked' ? 0 : 1);
    return live(a) - live(b) || b.id - a.id;
  });

/** The state to show now: an open prediction whose lock time has passed is locked (the server refuses stakes). */
export const shownStatus = (p: Prediction, nowMs: number): Prediction['status'] =>
  p.status === 'open' && p.locks_at !== null && Date.parse(p.locks_at) <= nowMs ? 'locked' : p.status;
