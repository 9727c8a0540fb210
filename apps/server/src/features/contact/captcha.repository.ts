import { eq, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { captchaChallenges } from './contact.table.ts';

export async function insertChallenge(db: DbOrTx, row: typeof captchaChallenges.$inferInsert) {
  await db.insert(captchaChallenges).values(row);
}

/** Drops challenges past their time (nobody can use them any more). */
export async function sweepExpired(db: DbOrTx, now: Date) {
  await db.delete(captchaChallenges).where(lte(captchaChallenges.expiresAt, now));
}

/** Deletes the challenge and returns it: of two requests with one token, only one gets the row. */
export async function takeChallenge(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .delete(captchaChallenges)
    .where(eq(captchaChallenges.tokenHash, tokenHash))
    .returning({ answerHash: captchaChallenges.answerHash, expiresAt: captchaChallenges.expiresAt });
  return row;
}
