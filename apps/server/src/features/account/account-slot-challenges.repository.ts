import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { slotChallengeClaims, slotChallenges } from '../slot-challenges/slot-challenges.table.ts';

/** The member's slot challenge claims (issue 29), oldest first: the proof sent and how it was reviewed. */
export async function slotChallengeRows(db: DbOrTx, userId: number) {
  const rows = await db
    .select({ c: slotChallengeClaims, game: slotChallenges.game })
    .from(slotChallengeClaims)
    .innerJoin(slotChallenges, eq(slotChallenges.id, slotChallengeClaims.challengeId))
    .where(eq(slotChallengeClaims.userId, userId))
    .orderBy(asc(slotChallengeClaims.id));
  return {
    slot_challenge_claims: rows.map(({ c, game }) => ({
      challenge_id: c.challengeId,
      game,
      casino_username: c.casinoUsername,
      bet_url: c.betUrl,
      image_url: c.imageUrl,
      status: c.status,
      place: c.place,
      reason: c.reason,
      claimed_at: c.createdAt.toISOString(),
      decided_at: c.decidedAt?.toISOString() ?? null,
    })),
  };
}
