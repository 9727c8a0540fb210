import { formatMoney } from '@podium/shared/common/money';

/** SPEC §9: bonus hunt money is USD with 2 decimals. */
export const formatHuntMoney = (amount: number): string => formatMoney(amount, '$', 2);

/** What a winner was paid, in words: "100 points + 20 XP". */
export function prizeWords(points: number, xp: number): string {
  const parts = [
    points > 0 ? `${points.toLocaleString('en-US')} points` : null,
    xp > 0 ? `${xp.toLocaleString('en-US')} XP` : null,
  ].filter((x) => x !== null);
  return parts.length > 0 ? parts.join(' + ') : 'No prize';
}
