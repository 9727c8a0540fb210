import { type CasinoAccountStatus, casinoAccountKey } from '@podium/shared/common/casino-accounts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../src/db/client.ts';
import { casinoAccounts } from '../../src/features/casino-accounts/casino-accounts.table.ts';
import { users } from '../../src/features/users/users.table.ts';

export type CasinoLinks = { crypto?: string | null; crypto2?: string | null; crypto3?: string | null };

const slots = { crypto: 1, crypto2: 2, crypto3: 3 } as const;

/**
 * Links casino usernames straight into the database, as the profile update would, and decides their
 * accounts (verified by default, so a fixture's member earns as they did before decision 042).
 */
export async function linkCasino(
  db: DbOrTx,
  userId: number,
  links: CasinoLinks,
  status: CasinoAccountStatus = 'verified',
): Promise<void> {
  if (Object.keys(links).length === 0) return;
  await db.update(users).set(links).where(eq(users.id, userId));
  for (const [field, name] of Object.entries(links) as [keyof typeof slots, string | null][]) {
    const key = casinoAccountKey(name);
    if (!key || !name) continue;
    await db.insert(casinoAccounts).values({
      slot: slots[field],
      accountKey: key,
      username: name.trim(),
      holderId: userId,
      status,
      refusalReason: status === 'refused' ? 'Not yours' : null,
      decidedAt: status === 'pending' ? null : new Date(),
      linkedAt: new Date(),
    });
  }
}
