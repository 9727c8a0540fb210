import { announcementKeys, announcementMessages } from '@podium/shared/announcements/messages';
import { centsToAmount, formatMoney } from '@podium/shared/common/money';
import { CLOSE_GRACE_MS, ordinal, periodLabel, prizeDescription } from '@podium/shared/leaderboard/standings';
import { HIDDEN_PLAYER, maskPlayerName } from '@podium/shared/wager-feeds/amounts';
import type { AppDeps } from '../../app-types.ts';
import type { Db, Tx } from '../../db/client.ts';
import { announce } from '../announcements/announcements.usecases.ts';
import { type AuditContext, recordAudit } from '../audit/audit.usecases.ts';
import { notify } from '../notifications/notifications.usecases.ts';
import { requestPayout } from '../payouts/payouts.usecases.ts';
import { leaderboardErrors } from './leaderboard.errors.ts';
import { leaderboardChanged } from './leaderboard.live.ts';
import type { leaderboardPeriods, leaderboardPlatforms } from './leaderboard.table.ts';
import {
  finalWagers,
  hasEnded,
  insertStandings,
  markPeriodClosed,
  type NewStanding,
  PRIZE_SOURCE,
  periodsToClose,
  periodWithPlatform,
  setMatched,
  verifiedHolder,
} from './standings.repository.ts';

type Platform = typeof leaderboardPlatforms.$inferSelect;
type Period = typeof leaderboardPeriods.$inferSelect;

/** A prize rank as the close left it. */
export interface ClosedPrize {
  rank: number;
  standing_id: number;
  status: 'queued' | 'unmatched';
  user_id: number | null;
  payout_id: number | null;
}

export interface CloseOutcome {
  periodId: number;
  standings: number;
  prizes: ClosedPrize[];
}

/** The name a Discord message shows: the board's, masked unless the feed masked it already. */
const publicName = (name: string) =>
  name.includes('*') || name === HIDDEN_PLAYER ? name : maskPlayerName(name);

/**
 * A prize rank's payout to the member's verified casino account on the board's casino, and the
 * member told (kind `leaderboard_prize`), in the caller's transaction. Answers the payout's id.
 */
export async function queuePrize(
  tx: Tx,
  input: {
    standingId: number;
    rank: number;
    prizeCents: number;
    platform: Platform;
    period: Period;
    userId: number;
    casinoAccountId: number;
    casinoUsername: string;
  },
): Promise<number> {
  const label = periodLabel(input.platform.name, input.period.startsAt, input.period.endsAt);
  const payoutId = await requestPayout(tx, {
    userId: input.userId,
    source: PRIZE_SOURCE,
    sourceId: input.standingId,
    amountCents: input.prizeCents,
    description: prizeDescription(input.rank, label),
    platformId: input.platform.id,
    casinoUsername: input.casinoUsername,
    casinoAccountId: input.casinoAccountId,
  });
  await notify(tx, {
    userId: input.userId,
    kind: 'leaderboard_prize',
    ref: `leaderboard-standing:${input.standingId}`,
    data: {
      platform: input.platform.name,
      period_id: input.period.id,
      rank: input.rank,
      prize: formatMoney(centsToAmount(input.prizeCents), input.platform.currencySymbol),
    },
  });
  return payoutId;
}

/**
 * Closes one period in the caller's transaction, exactly once (decision 063): the conditional update
 * on `closed_at` decides which caller closes; only that one freezes the standings (every ranked
 * player, the prize of each prize rank as the board offers it now), matches each prize rank's casino
 * username to the active member holding that verified casino account on the board's casino slot
 * (payout queued, member told) or leaves it unmatched for staff, and queues the winners' Discord
 * announcement. `graceMs` 0 closes as soon as the period has ended (an admin's "Close now").
 * Answers what it did, or null when the period is closed already, not ended, or missing.
 */
export async function closePeriodInTx(
  tx: Tx,
  periodId: number,
  graceMs: number,
): Promise<CloseOutcome | null> {
  const period = await markPeriodClosed(tx, periodId, graceMs);
  if (!period) return null;
  const found = await periodWithPlatform(tx, periodId);
  if (!found) return null;
  const { platform } = found;
  const rows = await finalWagers(tx, periodId);
  const prizeOf = (rank: number) => {
    const cents = platform.prizesCents[rank - 1];
    return typeof cents === 'number' && Number.isSafeInteger(cents) && cents > 0 ? cents : 0;
  };
  const standings: NewStanding[] = rows.map((w, i) => ({
    periodId,
    rank: i + 1,
    displayName: w.displayName,
    playerKey: w.playerKey,
    avatarUrl: w.avatarUrl,
    favoriteGameTitle: w.favoriteGameTitle,
    wageredCents: w.wageredCents,
    prizeCents: prizeOf(i + 1),
    status: prizeOf(i + 1) > 0 ? 'unmatched' : 'none',
  }));
  const ids = await insertStandings(tx, standings);
  const prizes: ClosedPrize[] = [];
  for (const s of standings) {
    if (s.prizeCents === 0) continue;
    const standingId = ids.get(s.rank)!;
    const holder =
      platform.casinoSlot === null ? undefined : await verifiedHolder(tx, platform.casinoSlot, s.playerKey);
    if (!holder) {
      prizes.push({
        rank: s.rank,
        standing_id: standingId,
        status: 'unmatched',
        user_id: null,
        payout_id: null,
      });
      continue;
    }
    await setMatched(tx, standingId, {
      userId: holder.userId,
      casinoAccountId: holder.accountId,
      actorId: null,
    });
    const payoutId = await queuePrize(tx, {
      standingId,
      rank: s.rank,
      prizeCents: s.prizeCents!,
      platform,
      period,
      userId: holder.userId,
      casinoAccountId: holder.accountId,
      casinoUsername: holder.username,
    });
    prizes.push({
      rank: s.rank,
      standing_id: standingId,
      status: 'queued',
      user_id: holder.userId,
      payout_id: payoutId,
    });
  }
  if (standings.length > 0) {
    const winners = standings.some((s) => s.prizeCents! > 0)
      ? standings.filter((s) => s.prizeCents! > 0)
      : standings.slice(0, 3);
    await announce(tx, {
      key: announcementKeys.leaderboardWinners(periodId, period.closings),
      content: announcementMessages.leaderboardWinners(
        periodLabel(platform.name, period.startsAt, period.endsAt),
        winners.map((s) => ({
          place: ordinal(s.rank!),
          name: publicName(s.displayName),
          prize:
            s.prizeCents! > 0 ? formatMoney(centsToAmount(s.prizeCents!), platform.currencySymbol) : null,
        })),
      ),
    });
  }
  return { periodId, standings: standings.length, prizes };
}

/**
 * The job's step after the roll-over: every period ended at least `CLOSE_GRACE_MS` ago (database
 * clock) and not closed is closed, each in its own transaction. Safe from many processes at once: a
 * period another closed meanwhile is skipped by the guard. Answers how many this call closed.
 */
export async function closeEndedPeriods(deps: Pick<AppDeps, 'db'>): Promise<number> {
  let closed = 0;
  for (const id of await periodsToClose(deps.db, CLOSE_GRACE_MS)) {
    const outcome = await deps.db.transaction((tx) => closePeriodInTx(tx, id, CLOSE_GRACE_MS));
    if (outcome) closed++;
  }
  return closed;
}

/** An admin's "Close now": an ended period closes at once (no grace), on record. */
export async function closeNow(
  deps: Pick<AppDeps, 'db' | 'cache' | 'live'>,
  audit: AuditContext,
  periodId: number,
): Promise<CloseOutcome> {
  const outcome = await deps.db.transaction(async (tx) => {
    const done = await closePeriodInTx(tx, periodId, 0);
    if (!done) throw await closeRefusal(tx, periodId);
    const found = await periodWithPlatform(tx, periodId);
    await recordAudit(tx, audit, {
      action: 'leaderboard.period_close',
      target: { type: 'leaderboard', id: found?.platform.id ?? null },
      before: { period_id: periodId, closed_at: null },
      after: { period_id: periodId, standings: done.standings, prizes: done.prizes },
    });
    return done;
  });
  leaderboardChanged(deps);
  return outcome;
}

async function closeRefusal(db: Db | Tx, periodId: number) {
  const found = await periodWithPlatform(db, periodId);
  if (!found) return leaderboardErrors.periodNotFound();
  if (found.period.closedAt) return leaderboardErrors.periodClosed();
  if (!(await hasEnded(db, found.period))) return leaderboardErrors.periodNotEnded();
  return leaderboardErrors.periodClosed();
}
