import { amountToCents } from '@podium/shared/common/money';
import { challengeMessages } from '@podium/shared/slot-challenges/messages';
import type { ChallengeCreateInput } from '@podium/shared/slot-challenges/schemas';
import type { Db, DbOrTx } from '../../db/client.ts';
import { type AuditContext, recordAudit } from '../audit/audit.usecases.ts';
import { challengeErrors } from './slot-challenges.errors.ts';
import { findCasino, lockChallenge, refuseRemaining, setChallenge } from './slot-challenges.repository.ts';
import type { SlotChallengeRow } from './slot-challenges.table.ts';

const target = (id: number) => ({ type: 'slot_challenge', id });

/** A challenge's terms as stored, checked: the window ends after it starts and in the future; a known casino. */
export async function challengeTerms(db: DbOrTx, input: ChallengeCreateInput) {
  const startsAt = new Date(input.starts_at);
  const endsAt = new Date(input.ends_at);
  if (endsAt.getTime() <= startsAt.getTime()) throw challengeErrors.endBeforeStart();
  if (endsAt.getTime() <= Date.now()) throw challengeErrors.endInPast();
  const casino = await findCasino(db, input.platform_id);
  if (!casino) throw challengeErrors.casinoNotFound();
  const value = input.prize_value ?? null;
  return {
    game: input.game,
    minMultiplier: input.min_multiplier,
    minBetCents: amountToCents(input.min_bet),
    prizeKind: input.prize_type,
    prizeCents: input.prize_type === 'cash' && value !== null ? amountToCents(value) : null,
    prizePoints: input.prize_type === 'points' ? value : null,
    prizeText: input.description || null,
    platformId: casino.id,
    startsAt,
    endsAt,
    places: input.places,
  };
}

/** The terms an audit entry shows. */
const termsOf = (c: SlotChallengeRow) => ({
  game: c.game,
  min_multiplier: c.minMultiplier,
  min_bet_cents: c.minBetCents,
  prize_type: c.prizeKind,
  prize_cents: c.prizeCents,
  prize_points: c.prizePoints,
  description: c.prizeText,
  platform_id: c.platformId,
  starts_at: c.startsAt.toISOString(),
  ends_at: c.endsAt.toISOString(),
  places: c.places,
});

/**
 * PUT /api/admin/slot-challenges/{id}: new terms while no place is taken (409 once one is: a winner
 * won on the terms they saw) and while not cancelled. The challenge FOR UPDATE: an approval waits for
 * the edit (and an edit for an approval, then sees the place taken). On record, before and after.
 */
export async function updateChallenge(db: Db, audit: AuditContext, id: number, input: ChallengeCreateInput) {
  const terms = await challengeTerms(db, input);
  await db.transaction(async (tx) => {
    const locked = await lockChallenge(tx, id, 'update');
    if (!locked) throw challengeErrors.notFound();
    if (locked.cancelledAt) throw challengeErrors.cancelled();
    if (locked.placesTaken > 0) throw challengeErrors.placeTaken();
    const after = await setChallenge(tx, id, terms);
    await recordAudit(tx, audit, {
      action: 'slot-challenges.update',
      target: target(id),
      before: termsOf(locked),
      after: termsOf(after),
    });
  });
}

/**
 * POST /api/admin/slot-challenges/{id}/cancel: no more claims; the claims still waiting are refused
 * ("The challenge was cancelled"); prizes already awarded stay paid. Refused once every place is taken
 * (nothing left to cancel) and when cancelled already. On record with the refused claims.
 */
export async function cancelChallenge(db: Db, audit: AuditContext, id: number) {
  await db.transaction(async (tx) => {
    const locked = await lockChallenge(tx, id, 'update');
    if (!locked) throw challengeErrors.notFound();
    if (locked.cancelledAt) throw challengeErrors.cancelled();
    if (locked.placesTaken >= locked.places) throw challengeErrors.full();
    await setChallenge(tx, id, { cancelledAt: new Date() });
    const refused = await refuseRemaining(tx, id, challengeMessages.challengeCancelled, audit.actorId);
    await recordAudit(tx, audit, {
      action: 'slot-challenges.cancel',
      target: target(id),
      before: { places_taken: locked.placesTaken },
      after: { cancelled: true, refused_claims: refused.map((r) => r.id) },
    });
  });
}
