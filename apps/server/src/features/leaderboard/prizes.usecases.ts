import { centsToAmount } from '@podium/shared/common/money';
import { type MatchStandingInput, standingMessages } from '@podium/shared/leaderboard/standings';
import type { AppDeps } from '../../app-types.ts';
import type { Tx } from '../../db/client.ts';
import { type AuditContext, recordAudit, staffActor } from '../audit/audit.usecases.ts';
import { shareLockHeldAccount } from '../casino-accounts/casino-accounts.repository.ts';
import { withdrawPayout } from '../payouts/payouts.usecases.ts';
import { findUserByUsername, isActiveMember } from '../users/users.repository.ts';
import { queuePrize } from './close.usecases.ts';
import { leaderboardErrors } from './leaderboard.errors.ts';
import { leaderboardChanged } from './leaderboard.live.ts';
import {
  deleteStandings,
  findStanding,
  lockStanding,
  markPeriodOpen,
  periodPayouts,
  periodWithPlatform,
  setDecision,
  setMatched,
} from './standings.repository.ts';
import type { StandingRow } from './standings.table.ts';

type Deps = Pick<AppDeps, 'db' | 'cache' | 'live'>;

/**
 * An admin reopens a closed period (decision 063), with a reason: refused once any of its prizes is
 * paid (the money is out); otherwise its pending payouts are rejected with the reason (the members read
 * it), its frozen standings deleted and `closed_at` cleared, so the next job run (or "Close now")
 * closes it again with the wagers as they are then. The period row is locked first: a close, a match
 * or a second reopen waits, and a payout being marked paid meanwhile is seen (its row is locked too).
 */
export async function reopenPeriod(deps: Deps, audit: AuditContext, periodId: number, reason: string) {
  const actorId = staffActor(audit);
  await deps.db.transaction(async (tx) => {
    const found = await periodWithPlatform(tx, periodId, 'update');
    if (!found) throw leaderboardErrors.periodNotFound();
    if (!found.period.closedAt) throw leaderboardErrors.periodOpen();
    const paid = await periodPayouts(tx, periodId);
    if (paid.some((p) => p.status === 'paid')) throw leaderboardErrors.prizePaid();
    const withdrawn: number[] = [];
    for (const p of paid) {
      if (p.status !== 'pending') continue;
      await withdrawPayout(tx, p.id, actorId, standingMessages.reopenedPayoutReason(reason));
      withdrawn.push(p.id);
    }
    const standings = await deleteStandings(tx, periodId);
    await markPeriodOpen(tx, periodId);
    await recordAudit(tx, audit, {
      action: 'leaderboard.period_reopen',
      target: { type: 'leaderboard', id: found.platform.id },
      before: { period_id: periodId, closed_at: found.period.closedAt.toISOString(), standings },
      after: { period_id: periodId, closed_at: null, payouts_rejected: withdrawn },
      reason,
    });
  });
  leaderboardChanged(deps);
}

type Decision = 'match' | 'skip' | 'hold' | 'release';

/** Which states each decision starts from: a prize queued or skipped is settled. */
const from: Record<Decision, readonly StandingRow['status'][]> = {
  match: ['unmatched', 'held'],
  skip: ['unmatched', 'held'],
  hold: ['unmatched'],
  release: ['held'],
};

/**
 * The standing FOR UPDATE, after its period FOR SHARE (a reopen, which takes the period FOR UPDATE,
 * waits or is waited for: a decision never lands on standings being deleted). Refused unless it is a
 * prize rank in one of the states the decision starts from.
 */
async function lockForDecision(tx: Tx, standingId: number, decision: Decision) {
  const peek = await findStanding(tx, standingId);
  if (!peek) throw leaderboardErrors.standingNotFound();
  const found = await periodWithPlatform(tx, peek.periodId, 'share');
  const row = await lockStanding(tx, standingId);
  if (!found || !row) throw leaderboardErrors.standingNotFound();
  if (!from[decision].includes(row.status)) throw leaderboardErrors.standingDecided();
  return { row, ...found };
}

const prizeOnRecord = (row: StandingRow) => ({
  period_id: row.periodId,
  rank: row.rank,
  casino_username: row.playerKey,
  prize: centsToAmount(row.prizeCents),
});

/**
 * Staff match an unmatched (or held) prize to a member by username and that member's verified casino
 * account on the board's casino: its payout is queued and the member told, in one transaction, on
 * record. Never to the acting staff member; only an active member's verified account.
 */
export async function matchStanding(
  deps: Deps,
  audit: AuditContext,
  standingId: number,
  input: MatchStandingInput,
) {
  const actorId = staffActor(audit);
  const payoutId = await deps.db.transaction(async (tx) => {
    const { row, period, platform } = await lockForDecision(tx, standingId, 'match');
    if (platform.casinoSlot === null) throw leaderboardErrors.noCasinoField();
    const member = await findUserByUsername(tx, input.username.trim());
    if (!member || !isActiveMember(member)) throw leaderboardErrors.memberNotFound();
    if (member.id === actorId) throw leaderboardErrors.ownPrize();
    const account = await shareLockHeldAccount(tx, member.id, platform.casinoSlot);
    if (account?.status !== 'verified') throw leaderboardErrors.noVerifiedAccount();
    await setMatched(tx, row.id, {
      userId: member.id,
      casinoAccountId: account.id,
      actorId,
      reason: input.reason?.trim() || null,
    });
    const id = await queuePrize(tx, {
      standingId: row.id,
      rank: row.rank,
      prizeCents: row.prizeCents,
      platform,
      period,
      userId: member.id,
      casinoAccountId: account.id,
      casinoUsername: account.username,
    });
    await recordAudit(tx, audit, {
      action: 'leaderboard.prize_match',
      target: { type: 'leaderboard', id: platform.id },
      member: member.id,
      before: { ...prizeOnRecord(row), status: row.status },
      after: { status: 'queued', payout_id: id, casino_account_id: account.id, send_to: account.username },
      reason: input.reason?.trim() || null,
    });
    return id;
  });
  return payoutId;
}

/** Skip (with a reason: not paid), Hold (with a reason: wait) or Release (back to unmatched); on record. */
export async function decideStanding(
  deps: Deps,
  audit: AuditContext,
  standingId: number,
  decision: 'skip' | 'hold' | 'release',
  reason: string | null,
) {
  const actorId = staffActor(audit);
  await deps.db.transaction(async (tx) => {
    const { row, platform } = await lockForDecision(tx, standingId, decision);
    const status = decision === 'skip' ? 'skipped' : decision === 'hold' ? 'held' : 'unmatched';
    await setDecision(tx, row.id, status, decision === 'release' ? null : reason, actorId);
    await recordAudit(tx, audit, {
      action: `leaderboard.prize_${decision}`,
      target: { type: 'leaderboard', id: platform.id },
      before: { ...prizeOnRecord(row), status: row.status },
      after: { status },
      reason: decision === 'release' ? null : reason,
    });
  });
}
