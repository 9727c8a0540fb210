import type { SlotRequest, SlotRequestSettings } from '@podium/shared/slot-requests/schemas';
import { formatNumber } from '@/lib/format.ts';

export const formatPoints = (n: number) => `${formatNumber(n)} ${n === 1 ? 'point' : 'points'}`;
export const formatMultiplier = (x: number) =>
  `${x.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}×`;
export const formatDollars = (x: number) =>
  `$${x.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The reward the settings offer ("500 points", "$25.00"), or null when there is none. */
export const rewardWords = (s: SlotRequestSettings): string | null => {
  if (s.reward_kind === 'cash') return s.reward_cash > 0 ? formatDollars(s.reward_cash) : null;
  return s.reward_points > 0 ? formatPoints(s.reward_points) : null;
};

/** What a played request's reward gave ("500 points", "$25.00 (to the payout queue)"), or null. */
export const wonWords = (r: SlotRequest): string | null => {
  if (r.reward_cash) return `${formatDollars(r.reward_cash)} (to the payout queue)`;
  return r.reward ? formatPoints(r.reward) : null;
};

/** "Bet $1.00, won $42.50 (42.50×)" for a played request. */
export const resultLine = (r: SlotRequest) =>
  r.bet !== null && r.win !== null && r.multiplier !== null
    ? `Bet ${formatDollars(r.bet)}, won ${formatDollars(r.win)} (${formatMultiplier(r.multiplier)})`
    : '';

export const statusWords: Record<SlotRequest['status'], string> = {
  open: 'In the queue',
  picked: 'Picked',
  played: 'Played',
  removed: 'Removed',
};
