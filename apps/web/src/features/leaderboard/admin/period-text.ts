import { countdown } from '@podium/shared/common/countdown';
import type { AdminPlatform, Timeframe } from '@podium/shared/leaderboard/schemas';

export const timeframeLabels: Record<Timeframe, string> = {
  weekly: 'Weekly',
  biweekly: 'Biweekly',
  monthly: 'Monthly',
  custom: 'Custom',
};

type Period = NonNullable<AdminPlatform['current_period']>;

/** "Ends in 3d 4h", "Ends in 2h 10m", "Ends in 5m", or "Ended": the state of the current period. */
export function periodStatus(period: Period, nowMs: number): { ended: boolean; text: string } {
  const left = countdown(Date.parse(period.ends_at), nowMs);
  if (left.ended) return { ended: true, text: 'Ended' };
  if (left.days > 0) return { ended: false, text: `Ends in ${left.days}d ${left.hours}h` };
  if (left.hours > 0) return { ended: false, text: `Ends in ${left.hours}h ${left.minutes}m` };
  return { ended: false, text: `Ends in ${Math.max(1, left.minutes)}m` };
}

/** Prize amounts as the form edits them: whole numbers plain, others with 2 decimals. */
export const prizeText = (amount: number) => (Number.isInteger(amount) ? String(amount) : amount.toFixed(2));

/** Reads the prize rows; a row that is not an amount gets an error under it. */
export function parsePrizes(rows: string[]): { prizes: number[]; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const prizes = rows.map((row, i) => {
    const text = row.trim().replace(/[,\s]/g, '');
    const amount = Number(text);
    if (text === '' || !Number.isFinite(amount)) {
      errors[`prizes.${i}`] = 'Enter an amount such as 100 or 12.50';
      return 0;
    }
    return amount;
  });
  return { prizes, errors };
}
