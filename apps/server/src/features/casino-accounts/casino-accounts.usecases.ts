import type { MemberCasinoAccount } from '@podium/shared/casino-accounts/schemas';
import {
  type CasinoSlot,
  casinoAccountKey,
  casinoSlotFields,
  casinoSlots,
} from '@podium/shared/common/casino-accounts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import {
  claimAccount,
  heldAccountsOf,
  releaseAccount,
  releaseAllOf,
  renameAccount,
} from './casino-accounts.repository.ts';
import type { CasinoAccountRow } from './casino-accounts.table.ts';

/** The names a member's Settings form saves, by slot (null clears the link). */
export type CasinoLinks = Record<CasinoSlot, string | null>;

/**
 * Inside the profile update's transaction (decision 042): each slot's link follows the form. The same
 * key typed differently keeps its account (and state); a new key releases the old account (the row
 * stays, with its claims) and links the new one, pending — a released row gets the new holder and
 * starts pending again. Answers the first slot whose account another member holds, or null.
 */
export async function linkCasinoAccounts(
  tx: Tx,
  userId: number,
  links: CasinoLinks,
): Promise<CasinoSlot | null> {
  const held = await heldAccountsOf(tx, userId);
  for (const slot of casinoSlots) {
    const name = links[slot]?.trim() ?? null;
    const key = casinoAccountKey(name);
    const current = held.find((a) => a.slot === slot);
    if (current && current.accountKey === key) {
      if (name && current.username !== name) await renameAccount(tx, current.id, name);
      continue;
    }
    // The old account first: a member holds one account per slot (a unique index).
    if (current) await releaseAccount(tx, current.id);
    if (!key || !name) continue;
    if (!(await claimAccount(tx, { slot, key, username: name, userId }))) return slot;
  }
  return null;
}

/** A deleted member's accounts are released (decision 023 clears the person; the rows stay). */
export const releaseCasinoAccountsOf = (tx: DbOrTx, userId: number) => releaseAllOf(tx, userId);

const toMember = (a: CasinoAccountRow): MemberCasinoAccount => ({
  slot: a.slot as CasinoSlot,
  field: casinoSlotFields[a.slot as CasinoSlot],
  username: a.username,
  status: a.status,
  refusal_reason: a.refusalReason,
});

/** The member's own accounts and their states, for Settings. */
export async function memberCasinoAccounts(db: DbOrTx, userId: number): Promise<MemberCasinoAccount[]> {
  return (await heldAccountsOf(db, userId)).map(toMember);
}

/** A platform as the earning rules see it: its id and the Settings slot its casino maps to. */
export interface SlotPlatform {
  id: number;
  casinoSlot: number | null;
}

/** The account held on the platform's slot (any state), if any. */
export const accountOn = (accounts: readonly CasinoAccountRow[], platform: SlotPlatform) =>
  platform.casinoSlot === null ? undefined : accounts.find((a) => a.slot === platform.casinoSlot);

/**
 * The keys that earn, by slot 1–3: only verified accounts (decision 042). The shape of the old
 * `CasinoUsernames`, so the wager sums read it as they read the names.
 */
export const earningKeys = (accounts: readonly CasinoAccountRow[]) =>
  casinoSlots.map((slot) => {
    const a = accounts.find((x) => x.slot === slot);
    return a?.status === 'verified' ? a.accountKey : null;
  }) as unknown as readonly [string | null, string | null, string | null];

/** Where a cash payout is sent: the first of the platforms where the member holds a verified account. */
export interface PayoutTarget {
  platformId: number | null;
  casinoUsername: string | null;
  casinoAccountId: number | null;
}

/** A payout target that exists: a platform and the member's verified account on its slot. */
export interface VerifiedTarget<P extends SlotPlatform> {
  platform: P;
  casinoUsername: string;
  casinoAccountId: number;
}

/**
 * Every platform (in the order given) on whose slot the member holds a verified account: where cash
 * can be sent (decision 042). A cash store item lets the member choose among these (decision 043).
 */
export async function verifiedTargetsOn<P extends SlotPlatform>(
  db: DbOrTx,
  userId: number,
  platforms: readonly P[],
): Promise<VerifiedTarget<P>[]> {
  const accounts = await heldAccountsOf(db, userId);
  return platforms.flatMap((platform) => {
    const a = accountOn(accounts, platform);
    return a?.status === 'verified' ? [{ platform, casinoUsername: a.username, casinoAccountId: a.id }] : [];
  });
}

/**
 * The one rule for a payout's casino target (decision 042), for every feature that owes cash: the
 * first platform (in the order given) on whose slot the member holds a verified account; none when
 * they hold none. Call it inside the transaction that creates the payout.
 */
export async function payoutTargetOn(
  tx: DbOrTx,
  userId: number,
  platforms: readonly SlotPlatform[],
): Promise<PayoutTarget> {
  const [first] = await verifiedTargetsOn(tx, userId, platforms);
  return first
    ? {
        platformId: first.platform.id,
        casinoUsername: first.casinoUsername,
        casinoAccountId: first.casinoAccountId,
      }
    : { platformId: null, casinoUsername: null, casinoAccountId: null };
}
