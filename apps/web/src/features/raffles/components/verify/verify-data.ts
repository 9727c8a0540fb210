import type { RaffleWinner } from '@podium/shared/raffles/schemas';
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

/** How the verify view names a member: as the public winners list does, else by the list's masked name. */
export interface MemberName {
  /** The public winners list's entry (links to the profile), for a current winner. */
  winner: RaffleWinner | null;
  /** The masked name the ticket list publishes. */
  masked: string;
}

/**
 * Names by member id (decision 040): the verify data carries masked names only; a current winner is
 * shown as the raffle's public winners list shows them, everyone else by the masked name.
 */
export function memberNames(data: Pick<RaffleVerify, 'tickets'>, winners: readonly RaffleWinner[]) {
  const masked = new Map(data.tickets.map((t) => [t.user_id, t.name]));
  const byId = new Map(winners.map((w) => [w.id, w]));
  return (userId: number): MemberName => ({
    winner: byId.get(userId) ?? null,
    masked: masked.get(userId) ?? `member #${userId}`,
  });
}

/** The file name of a raffle's verify data: what `node verify-draw.mjs FILE` reads. */
export const verifyFileName = (raffleId: number) => `raffle-${raffleId}-verify.json`;

/** Saves the verify data exactly as GET …/verify answered it, as a JSON file the browser downloads. */
export const downloadVerifyData = (data: RaffleVerify): void =>
  downloadJson(data, verifyFileName(data.raffle_id));
