import type { RaffleVerify } from '@podium/shared/raffles/verify';
import { downloadJson } from '@/components/verify/VerifyParts.tsx';

export type VerifyWinner = RaffleVerify['draws'][number]['winners'][number];

/**
 * The raffle's current winners from its draw history: everyone drawn, less those a later re-draw
 * replaced, by place.
 */
export function currentWinners(data: Pick<RaffleVerify, 'draws'>): VerifyWinner[] {
  const replaced = new Set(
    data.draws.flatMap((d) => (d.replaced_user_id === null ? [] : [d.replaced_user_id])),
  );
  return data.draws
    .flatMap((d) => d.winners)
    .filter((w) => !replaced.has(w.user_id))
    .sort((a, b) => a.position - b.position);
}

/** The file name of a raffle's verify data: what `node scripts/verify-draw.mjs FILE` reads. */
export const verifyFileName = (raffleId: number) => `raffle-${raffleId}-verify.json`;

/** Saves the verify data exactly as GET …/verify answered it, as a JSON file the browser downloads. */
export const downloadVerifyData = (data: RaffleVerify): void =>
  downloadJson(data, verifyFileName(data.raffle_id));
