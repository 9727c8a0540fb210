import { centsToAmount } from '@podium/shared/common/money';
import { challengeState, prizeWords } from '@podium/shared/slot-challenges/rules';
import type { AdminClaim, Challenge, MyClaim } from '@podium/shared/slot-challenges/schemas';
import type { DbOrTx } from '../../db/client.ts';
import {
  claimQueue,
  latestClaimsOf,
  listChallenges,
  pendingCounts,
  winnersOf,
} from './slot-challenges.repository.ts';
import type { SlotChallengeClaimRow, SlotChallengeRow } from './slot-challenges.table.ts';

/** The viewer's latest claim as the page shows it. */
export const myClaimView = (my: SlotChallengeClaimRow): MyClaim => ({
  id: my.id,
  status: my.status,
  place: my.place,
  reason: my.reason,
  created_at: my.createdAt.toISOString(),
});

const prizeOf = (c: SlotChallengeRow) => ({
  prize_type: c.prizeKind,
  prize_value:
    c.prizeKind === 'cash'
      ? centsToAmount(c.prizeCents ?? 0)
      : c.prizeKind === 'points'
        ? c.prizePoints
        : null,
  description: c.prizeText ?? '',
  prize_label: prizeWords({
    kind: c.prizeKind,
    cents: c.prizeCents,
    points: c.prizePoints,
    text: c.prizeText,
  }),
});

/**
 * The challenges as the page shows them (five queries whatever their number): state by the database's
 * clock, winners by place, the viewer's latest claim, and for staff the claims waiting.
 */
export async function challengesView(
  db: DbOrTx,
  viewerId: number | null,
  withPending = false,
): Promise<Challenge[]> {
  const rows = await listChallenges(db);
  const ids = rows.map((r) => r.c.id);
  const [winners, mine, pending] = await Promise.all([
    winnersOf(db, ids),
    viewerId === null ? Promise.resolve([]) : latestClaimsOf(db, viewerId, ids),
    withPending ? pendingCounts(db) : Promise.resolve(new Map<number, number>()),
  ]);
  return rows.map(({ c, casino, slot, now }) => {
    const my = mine.find((m) => m.challengeId === c.id);
    return {
      id: c.id,
      game: c.game,
      min_multiplier: c.minMultiplier,
      min_bet: centsToAmount(c.minBetCents),
      ...prizeOf(c),
      casino: { id: c.platformId, name: casino, slot: slot ?? 0 },
      starts_at: c.startsAt.toISOString(),
      ends_at: c.endsAt.toISOString(),
      places: c.places,
      places_taken: c.placesTaken,
      state: challengeState(c, now),
      winners: winners
        .filter((w) => w.claim.challengeId === c.id)
        .map((w) => ({
          place: w.claim.place!,
          username: w.username,
          casino_username: w.claim.casinoUsername,
          decided_at: w.claim.decidedAt!.toISOString(),
        })),
      pending_claims: pending.get(c.id) ?? 0,
      my_claim: my ? myClaimView(my) : null,
    };
  });
}

/** The admin's review queue: pending oldest first (the order they are reviewed in), then recent decisions. */
export async function claimsView(db: DbOrTx): Promise<AdminClaim[]> {
  const rows = await claimQueue(db);
  return rows.map(({ claim, challenge, username }) => ({
    id: claim.id,
    challenge: { id: challenge.id, game: challenge.game, prize_label: prizeOf(challenge).prize_label },
    user: { id: claim.userId, username },
    casino_username: claim.casinoUsername,
    bet_url: claim.betUrl,
    image_url: claim.imageUrl,
    status: claim.status,
    place: claim.place,
    reason: claim.reason,
    created_at: claim.createdAt.toISOString(),
    decided_at: claim.decidedAt?.toISOString() ?? null,
  }));
}
