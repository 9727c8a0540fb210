import type { AdminWagerRaffle, WagerRaffleInput } from '@podium/shared/wager-raffles/admin';
import type { WagerRafflePrizeType } from '@podium/shared/wager-raffles/messages';
import {
  type ClaimValues,
  emptyClaimValues,
  toClaimInput,
  toClaimValues,
} from '@/components/claims/claim-values.ts';
import { isoToUtcInput, utcInputToIso } from '@/lib/datetime.ts';
import type { ErrorMap } from '@/lib/form-errors.ts';

export interface PrizeValues {
  /** A row key for React (rows have no id until saved). */
  key: number;
  type: WagerRafflePrizeType;
  value: string;
  description: string;
  image: string;
}

/** The form's text, as typed; `toInput` turns it into the API's input. */
export interface WagerRaffleValues extends ClaimValues {
  name: string;
  description: string;
  image: string;
  casinoIds: number[];
  start: string;
  end: string;
  perTicket: string;
  autoDraw: boolean;
  multipleWins: boolean;
  prizes: PrizeValues[];
}

let nextKey = 0;
export const emptyPrize = (): PrizeValues => ({
  key: ++nextKey,
  type: 'points',
  value: '',
  description: '',
  image: '',
});

export function emptyValues(nowMs: number): WagerRaffleValues {
  return {
    name: '',
    description: '',
    image: '',
    casinoIds: [],
    start: isoToUtcInput(new Date(nowMs).toISOString()),
    end: isoToUtcInput(new Date(nowMs + 30 * 86_400_000).toISOString()),
    perTicket: '100',
    autoDraw: true,
    multipleWins: false,
    prizes: [emptyPrize()],
    ...emptyClaimValues(),
  };
}

export function toValues(r: AdminWagerRaffle): WagerRaffleValues {
  return {
    name: r.name,
    description: r.description,
    image: r.image ?? '',
    casinoIds: r.casino_ids,
    start: isoToUtcInput(r.starts_at),
    end: isoToUtcInput(r.end_date),
    perTicket: String(r.dollars_per_ticket),
    autoDraw: r.auto_draw,
    multipleWins: r.allow_multiple_wins,
    prizes: r.prizes.map((p) => ({
      key: ++nextKey,
      type: p.prize_type,
      value: p.prize_value === null ? '' : String(p.prize_value),
      description: p.description,
      image: p.image_url ?? '',
    })),
    ...toClaimValues(r),
  };
}

const num = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The API input, plus errors the schema cannot say ("not a number"). */
export function toInput(v: WagerRaffleValues): { input: unknown; extra: ErrorMap } {
  const extra: ErrorMap = {};
  const perTicket = num(v.perTicket);
  if (!Number.isFinite(perTicket)) extra.dollars_per_ticket = 'Enter an amount in dollars';
  const input: WagerRaffleInput = {
    name: v.name,
    description: v.description,
    image: v.image.trim() || null,
    casino_ids: v.casinoIds,
    starts_at: utcInputToIso(v.start) ?? '',
    end_date: utcInputToIso(v.end) ?? '',
    dollars_per_ticket: perTicket,
    auto_draw: v.autoDraw,
    allow_multiple_wins: v.multipleWins,
    prizes: v.prizes.map((p) => ({
      prize_type: p.type,
      prize_value: p.type === 'custom' ? null : num(p.value),
      description: p.description,
      image_url: p.image.trim() || null,
    })),
    ...toClaimInput(v, extra),
  };
  return { input, extra };
}
