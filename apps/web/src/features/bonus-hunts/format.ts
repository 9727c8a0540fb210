import { formatMoney } from '@podium/shared/common/money';

/** SPEC §9: bonus hunt money is USD with 2 decimals. */
export const formatHuntMoney = (amount: number): string => formatMoney(amount, '$', 2);
