import type { PrizeType } from '@podium/shared/common/prizes';
import type { RafflePrize } from '@podium/shared/raffles/schemas';
import type { ErrorMap } from '@/lib/form-errors.ts';

/** One place's prize as typed. */
export interface PrizeValues {
  /** A row key for React (rows have no id until saved). */
  key: number;
  type: PrizeType;
  value: string;
  description: string;
}

let nextKey = 0;
export const emptyPrize = (): PrizeValues => ({ key: ++nextKey, type: 'points', value: '', description: '' });

export const toPrizeValues = (prizes: RafflePrize[]): PrizeValues[] =>
  prizes.map((p) => ({
    key: ++nextKey,
    type: p.prize_type,
    value: p.prize_value === null ? '' : String(p.prize_value),
    description: p.description,
  }));

/** The rows for `places` places: the ones there are, cut or filled with empty ones (1 to 100 places). */
export function fitPrizes(prizes: PrizeValues[], places: number): PrizeValues[] {
  if (!Number.isInteger(places) || places < 1 || places > 100) return prizes;
  if (prizes.length >= places) return prizes.slice(0, places);
  return [...prizes, ...Array.from({ length: places - prizes.length }, emptyPrize)];
}

const amount = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

/** The API's `prizes`, and the errors the schema cannot say (an amount that is not a number). */
export function toPrizeInput(prizes: PrizeValues[], extra: ErrorMap) {
  return prizes.map((p, i) => {
    const value = p.type === 'custom' ? null : amount(p.value);
    if (value !== null && !Number.isFinite(value))
      extra[`prizes.${i}.prize_value`] =
        p.type === 'cash' ? 'Enter an amount in dollars' : 'Enter whole points';
    return { prize_type: p.type, prize_value: value, description: p.description };
  });
}
