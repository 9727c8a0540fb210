import { formatMoney } from '@podium/shared/common/money';

/** SPEC §9: bonus hunt amounts show 2 decimals; multipliers 2 decimals with an x suffix. */
export const formatHuntBalance = (amount: number): string => formatMoney(amount, '$', 2);
export const formatMultiplier = (m: number): string => `${m.toFixed(2)}x`;
