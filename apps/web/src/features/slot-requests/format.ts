import type { SlotRequest } from '@podium/shared/slot-requests/schemas';
import { formatNumber } from '@/lib/format.ts';

export const formatPoints = (n: number) => `${formatNumber(n)} ${n === 1 ? 'point' : 'points'}`;
export const formatMultiplier = (x: number) =>
  `${x.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}×`;
export const formatDollars = (x: number) =>
  `$${x.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

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
