import { and, eq, isNotNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { siteContext } from '../audit/audit.usecases.ts';
import { casinoAccounts } from '../casino-accounts/casino-accounts.table.ts';
import { leaderboardPlatforms } from '../leaderboard/leaderboard.table.ts';
import { users } from '../users/users.table.ts';
import { approveInTransaction } from './admin-slot-challenges.usecases.ts';
import { insertChallenge, insertClaim } from './slot-challenges.repository.ts';

const day = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * day);

/**
 * Three demo challenges on the first casino members link accounts for: one open (with a claim waiting
 * for review when a member holds a verified account there), one claimed (its winner paid points), one
 * expired with nobody on it.
 */
export async function seedSlotChallenges(tx: Tx): Promise<void> {
  const [casino] = await tx
    .select({ id: leaderboardPlatforms.id, slot: leaderboardPlatforms.casinoSlot })
    .from(leaderboardPlatforms)
    .where(isNotNull(leaderboardPlatforms.casinoSlot))
    .orderBy(leaderboardPlatforms.sortOrder, leaderboardPlatforms.id)
    .limit(1);
  if (!casino?.slot) return;
  const accounts = await tx
    .select()
    .from(casinoAccounts)
    .where(
      and(
        eq(casinoAccounts.slot, casino.slot),
        eq(casinoAccounts.status, 'verified'),
        isNotNull(casinoAccounts.holderId),
      ),
    )
    .orderBy(casinoAccounts.id)
    .limit(10);
  // The demo sign-in member keeps exactly the welcome bonus (the store's demo counts on it): the paid
  // winner is someone else, and the member's account, if verified, is the claim waiting for review.
  const [demoMember] = await tx.select({ id: users.id }).from(users).where(eq(users.username, 'member'));
  const first = accounts.find((a) => a.holderId !== demoMember?.id);
  const second = accounts.find((a) => a !== first);

  const open = await insertChallenge(tx, {
    game: 'Gates of Olympus',
    minMultiplier: 1000,
    minBetCents: 20,
    prizeKind: 'cash',
    prizeCents: 10_000,
    platformId: casino.id,
    startsAt: at(-1),
    endsAt: at(7),
    places: 1,
  });
  const claimed = await insertChallenge(tx, {
    game: 'Sweet Bonanza',
    minMultiplier: 500,
    minBetCents: 40,
    prizeKind: 'points',
    prizePoints: 5000,
    platformId: casino.id,
    startsAt: at(-5),
    endsAt: at(2),
    places: 1,
  });
  await insertChallenge(tx, {
    game: 'Wanted Dead or a Wild',
    minMultiplier: 250,
    minBetCents: 100,
    prizeKind: 'custom',
    prizeText: 'Signed stream hoodie',
    platformId: casino.id,
    startsAt: at(-10),
    endsAt: at(-3),
    places: 2,
  });

  const claim = (challengeId: number, a: (typeof accounts)[number], proof: string) =>
    insertClaim(tx, {
      challengeId,
      userId: a.holderId!,
      casinoAccountId: a.id,
      casinoUsername: a.username,
      betUrl: `https://example.com/bets/${proof}`,
      createdAt: new Date(Date.now() - 3_600_000),
    });
  if (first) await approveInTransaction(tx, siteContext(), await claim(claimed, first, 'sweet-bonanza-612x'));
  if (second) await claim(open, second, 'gates-1040x');
}
