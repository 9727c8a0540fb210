import { casinoAccountKey } from '@podium/shared/common/casino-accounts';
import type { ClaimInput } from '@podium/shared/slot-challenges/schemas';
import type { Db } from '../../db/client.ts';
import { constraintError } from '../../db/constraints.ts';
import { AppError } from '../../lib/errors.ts';
import { shareLockHeldAccount } from '../casino-accounts/casino-accounts.repository.ts';
import { isActiveMember, lockMember } from '../users/users.repository.ts';
import { challengeErrors, claimConstraints } from './slot-challenges.errors.ts';
import { findCasino, hasPendingClaim, insertClaim, lockChallenge } from './slot-challenges.repository.ts';

/**
 * POST /api/r/slot-challenges/{id}/claims: a member's claim with proof, in one transaction. The
 * challenge FOR SHARE (an approval taking the last place waits for a claim in flight, and a claim after
 * it sees the challenge full), the member FOR UPDATE (one member's claims take turns: one pending claim
 * per challenge; the partial unique index is the backstop), then the casino account: the username must
 * be the member's VERIFIED account on the challenge's casino (share-locked so it cannot change hands
 * meanwhile). Answers the claim's id.
 */
export async function submitClaim(db: Db, userId: number, challengeId: number, input: ClaimInput) {
  try {
    return await db.transaction(async (tx) => {
      const challenge = await lockChallenge(tx, challengeId, 'share');
      if (!challenge) throw challengeErrors.notFound();
      if (challenge.cancelledAt) throw challengeErrors.cancelled();
      if (challenge.placesTaken >= challenge.places) throw challengeErrors.full();
      if (challenge.ended) throw challengeErrors.ended();
      if (!challenge.started) throw challengeErrors.notStarted();
      const member = await lockMember(tx, userId);
      if (!member || !isActiveMember(member)) throw challengeErrors.loginRequired();
      if (await hasPendingClaim(tx, challengeId, userId)) throw challengeErrors.pendingClaim();

      const casino = await findCasino(tx, challenge.platformId);
      const account = casino ? await shareLockHeldAccount(tx, userId, casino.slot) : undefined;
      if (
        !casino ||
        !account ||
        account.status !== 'verified' ||
        account.accountKey !== casinoAccountKey(input.casino_username)
      )
        throw challengeErrors.accountNotVerified(casino?.name ?? 'casino');

      return insertClaim(tx, {
        challengeId,
        userId,
        casinoAccountId: account.id,
        casinoUsername: account.username,
        betUrl: input.bet_url ?? null,
        imageUrl: input.image_url ?? null,
      });
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw constraintError(error, claimConstraints);
  }
}
