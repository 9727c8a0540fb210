import { announcementKeys, announcementMessages } from '@podium/shared/announcements/messages';
import { challengeMessages, ledgerReason, payoutDescription } from '@podium/shared/slot-challenges/messages';
import { prizeWords } from '@podium/shared/slot-challenges/rules';
import type { ChallengeCreateInput } from '@podium/shared/slot-challenges/schemas';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { announce } from '../announcements/announcements.usecases.ts';
import { type AuditContext, recordAudit } from '../audit/audit.usecases.ts';
import { notify } from '../notifications/notifications.usecases.ts';
import { requestPayout } from '../payouts/payouts.usecases.ts';
import { applyLedgerEntry } from '../points/ledger.usecases.ts';
import { users } from '../users/users.table.ts';
import { challengeTerms } from './manage-challenges.usecases.ts';
import { challengeErrors } from './slot-challenges.errors.ts';
import {
  decideClaim,
  findCasino,
  findClaim,
  insertChallenge,
  lockChallenge,
  olderPending,
  refuseRemaining,
  takePlace,
} from './slot-challenges.repository.ts';
import type { SlotChallengeClaimRow, SlotChallengeRow } from './slot-challenges.table.ts';

const target = (id: number) => ({ type: 'slot_challenge', id });

/** POST /api/admin/slot-challenges: posts a challenge; answers its id. On record with its terms. */
export async function createChallenge(db: Db, audit: AuditContext, input: ChallengeCreateInput) {
  const terms = await challengeTerms(db, input);
  return db.transaction(async (tx) => {
    const id = await insertChallenge(tx, { ...terms, createdBy: audit.actorId });
    await recordAudit(tx, audit, { action: 'slot-challenges.create', target: target(id), after: input });
    return id;
  });
}

/** Why a review matched nothing: the claim is gone, the reviewer's own, or decided already. */
async function reviewable(tx: Tx, claimId: number, actorId: number | null) {
  const claim = await findClaim(tx, claimId);
  if (!claim) throw challengeErrors.claimNotFound();
  if (claim.userId === actorId) throw challengeErrors.ownClaim();
  return claim;
}

/** The prize to the winner, once per claim: points through the ledger, cash to the payout queue. */
async function award(tx: Tx, c: SlotChallengeRow, claim: SlotChallengeClaimRow, actorId: number | null) {
  if (c.prizeKind === 'points') {
    await applyLedgerEntry(tx, {
      userId: claim.userId,
      amount: c.prizePoints!,
      kind: 'slot_challenge_prize',
      reason: ledgerReason(c.game),
      reference: `slot_challenge:${claim.id}`,
      actorId,
    });
  } else if (c.prizeKind === 'cash') {
    const casino = await findCasino(tx, c.platformId);
    await requestPayout(tx, {
      userId: claim.userId,
      source: 'slot_challenge',
      sourceId: claim.id,
      amountCents: c.prizeCents!,
      description: payoutDescription(c.game, casino?.name ?? 'casino'),
      platformId: c.platformId,
      casinoUsername: claim.casinoUsername,
      casinoAccountId: claim.casinoAccountId,
    });
  }
  const [winner] = await tx
    .select({ username: users.username })
    .from(users)
    .where(eq(users.id, claim.userId));
  const prize = prizeWords({
    kind: c.prizeKind,
    cents: c.prizeCents,
    points: c.prizePoints,
    text: c.prizeText,
  });
  await notify(tx, {
    userId: claim.userId,
    kind: 'challenge_won',
    ref: `slot-challenge-claim:${claim.id}`,
    data: { challenge_id: c.id, slot: c.game, prize },
  });
  await announce(tx, {
    key: announcementKeys.slotChallengeWon(claim.id),
    content: announcementMessages.slotChallengeWon(
      c.game,
      winner?.username ?? 'A member',
      claim.place!,
      c.places,
      prize,
    ),
  });
}

/**
 * POST /api/admin/slot-challenges/claims/{id}/approve: the claim takes the next place and its prize is
 * awarded, exactly once. The challenge FOR UPDATE makes a challenge's reviews (and claims in flight)
 * take turns; claims are reviewed first-come (an older pending claim on the challenge is reviewed
 * first); the conditional updates decide (a claim decided already, or no place left: 409, nothing
 * paid). Taking the last place closes the challenge: the claims still waiting are refused ("All places
 * were taken"). Answers the challenge's id.
 */
export function approveClaim(db: Db, audit: AuditContext, claimId: number) {
  return db.transaction((tx) => approveInTransaction(tx, audit, claimId));
}

/** `approveClaim` inside the caller's transaction (the demo seed approves one too). */
export async function approveInTransaction(tx: Tx, audit: AuditContext, claimId: number) {
  {
    const found = await reviewable(tx, claimId, audit.actorId);
    const locked = await lockChallenge(tx, found.challengeId, 'update');
    if (!locked) throw challengeErrors.notFound();
    if (locked.cancelledAt) throw challengeErrors.cancelled();
    const current = await findClaim(tx, claimId);
    if (current?.status !== 'pending') throw challengeErrors.alreadyDecided();
    if (await olderPending(tx, current)) throw challengeErrors.olderFirst();
    const challenge = await takePlace(tx, locked.id);
    if (!challenge) throw challengeErrors.full();
    const claim = await decideClaim(
      tx,
      claimId,
      { status: 'approved', place: challenge.placesTaken },
      audit.actorId,
    );
    if (!claim) throw challengeErrors.alreadyDecided();
    await award(tx, challenge, claim, audit.actorId);
    const closed = challenge.placesTaken >= challenge.places;
    const refused = closed
      ? await refuseRemaining(tx, challenge.id, challengeMessages.allPlacesTaken, audit.actorId)
      : [];
    await recordAudit(tx, audit, {
      action: 'slot-challenges.approve',
      target: target(challenge.id),
      member: claim.userId,
      after: {
        claim_id: claim.id,
        place: claim.place,
        prize: challenge.prizeKind,
        closed,
        refused_claims: refused.map((r) => r.id),
      },
    });
    return challenge.id;
  }
}

/** POST /api/admin/slot-challenges/claims/{id}/refuse: refused with the reason the member reads. */
export async function refuseClaim(db: Db, audit: AuditContext, claimId: number, reason: string) {
  return db.transaction(async (tx) => {
    await reviewable(tx, claimId, audit.actorId);
    const claim = await decideClaim(tx, claimId, { status: 'refused', reason }, audit.actorId);
    if (!claim) throw challengeErrors.alreadyDecided();
    await recordAudit(tx, audit, {
      action: 'slot-challenges.refuse',
      target: target(claim.challengeId),
      member: claim.userId,
      after: { claim_id: claim.id, status: 'refused' },
      reason,
    });
    return claim.challengeId;
  });
}
