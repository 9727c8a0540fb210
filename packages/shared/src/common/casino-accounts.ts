/**
 * A casino account (decision 042): one row per (casino slot, account key) for ever. These rules are
 * in common/ because VIP, wager raffles, the payout queue, the profile and the casino accounts' own
 * screens all read them; zod-free, so any page reads them.
 */

/** The states of a casino account: linked and waiting, verified by staff, or refused with a reason. */
export const casinoAccountStatuses = ['pending', 'verified', 'refused'] as const;
export type CasinoAccountStatus = (typeof casinoAccountStatuses)[number];

/** The Settings slots (crypto, crypto2, crypto3) a leaderboard platform maps to by `casino_slot`. */
export const casinoSlots = [1, 2, 3] as const;
export type CasinoSlot = (typeof casinoSlots)[number];

/** The current-user field of each slot (SPEC §3 "Current user"). */
export const casinoSlotFields = { 1: 'crypto', 2: 'crypto2', 3: 'crypto3' } as const;
export type CasinoSlotField = (typeof casinoSlotFields)[CasinoSlot];

/** Whitespace, control and invisible format characters: none is part of a casino account's key. */
const notInKey = /[\s\p{Cc}\p{Cf}]/gu;

/**
 * The one key of a casino username, everywhere: the wager feeds' and the CSV import's player key, the
 * casino accounts' unique key, and every match between them. Lower case, with no whitespace (outer or
 * inner) and no control or invisible characters: `  B_WagerFan ` and `b_wagerfan` are one account.
 * Null when nothing is left.
 */
export function casinoAccountKey(username: string | null | undefined): string | null {
  const key = username?.replace(notInKey, '').toLowerCase();
  return key ? key : null;
}

/** What the member reads next to a casino username in Settings. */
export function casinoAccountStateWords(status: CasinoAccountStatus, reason: string | null): string {
  if (status === 'verified') return 'Verified';
  if (status === 'pending') return 'Waiting for verification';
  return reason ? `Refused: ${reason}` : 'Refused';
}
