import { amountToCents } from '@podium/shared/common/money';
import { ledgerReason, payoutDescription } from '@podium/shared/slot-requests/messages';
import { earnsReward, multiplierHundredths, queuedStatuses } from '@podium/shared/slot-requests/rules';
import type { SlotPlayedInput, SlotRequestSettingsInput } from '@podium/shared/slot-requests/schemas';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { type AuditContext, recordAudit } from '../audit/audit.usecases.ts';
import { requestPayout } from '../payouts/payouts.usecases.ts';
import { applyLedgerEntry } from '../points/ledger.usecases.ts';
import { cashPrizeTarget } from '../raffles/prizes.usecases.ts';
import { findSlot } from './catalogue.repository.ts';
import { slotRequestErrors } from './slot-requests.errors.ts';
import {
  markRefunded,
  moveRequests,
  readSettings,
  requestRow,
  saveSettings,
} from './slot-requests.repository.ts';
import type { SlotRequestRow } from './slot-requests.table.ts';

const target = (id: number) => ({ type: 'slot_request', id });

/** Refunds each moved request's cost through the ledger, once (the ledger reference is the backstop). */
async function refund(tx: Tx, rows: SlotRequestRow[], actorId: number | null) {
  for (const row of [...rows].sort((a, b) => a.userId - b.userId)) {
    if (row.cost <= 0 || row.refunded) continue;
    const slot = await findSlot(tx, row.slotId);
    await applyLedgerEntry(tx, {
      userId: row.userId,
      amount: row.cost,
      kind: 'slot_request_refund',
      reason: ledgerReason(slot?.name ?? 'slot', 'refund'),
      reference: `slot_request_refund:${row.id}`,
      actorId,
    });
    await markRefunded(tx, row.id);
  }
}

const removed = (actorId: number | null) =>
  ({ status: 'removed', decidedBy: actorId, decidedAt: sql`now()` }) as const;

/** POST /api/admin/slot-requests/{id}/remove: out of the queue, its cost refunded. Answers the refund. */
export async function removeRequest(db: Db, audit: AuditContext, id: number) {
  return db.transaction(async (tx) => {
    const [row] = await moveRequests(tx, { ids: [id], from: queuedStatuses }, removed(audit.actorId));
    if (!row) throw (await requestRow(tx, id)) ? slotRequestErrors.notQueued() : slotRequestErrors.notFound();
    await refund(tx, [row], audit.actorId);
    await recordAudit(tx, audit, {
      action: 'slot-requests.remove',
      target: target(id),
      member: row.userId,
      before: { status: 'open' },
      after: { status: 'removed', refunded_points: row.cost },
    });
    return row.cost;
  });
}

/** POST /api/admin/slot-requests/clear: every queued request removed and refunded. */
export async function clearQueue(db: Db, audit: AuditContext) {
  return db.transaction(async (tx) => {
    const rows = await moveRequests(tx, { from: queuedStatuses }, removed(audit.actorId));
    await refund(tx, rows, audit.actorId);
    await recordAudit(tx, audit, {
      action: 'slot-requests.clear',
      target: { type: 'slot_request_queue', id: null },
      after: { removed: rows.length, refunded_points: rows.reduce((sum, r) => sum + r.cost, 0) },
    });
    return rows.length;
  });
}

/** The reward to the requester: points through the ledger, or cash queued as a payout (once per request). */
async function payReward(tx: Tx, row: SlotRequestRow, actorId: number | null) {
  const slot = (await findSlot(tx, row.slotId))?.name ?? 'slot';
  if (row.reward) {
    await applyLedgerEntry(tx, {
      userId: row.userId,
      amount: row.reward,
      kind: 'slot_request_reward',
      reason: ledgerReason(slot, 'reward'),
      reference: `slot_request_reward:${row.id}`,
      actorId,
    });
  }
  if (row.rewardCents) {
    await requestPayout(tx, {
      userId: row.userId,
      source: 'slot_request',
      sourceId: row.id,
      amountCents: row.rewardCents,
      description: payoutDescription(slot, `${(row.multiplierHundredths ?? 0) / 100}×`),
      ...(await cashPrizeTarget(tx, row.userId)),
    });
  }
}

/**
 * POST /api/admin/slot-requests/{id}/played: the result, once (the status guard), and the reward to
 * the requester when the multiplier is at least the settings' M×: points (ledger reference
 * `slot_request_reward:<id>`) or cash to the payout queue (source `slot_request`, source id = the
 * request). Answers which reward was given, if any.
 */
export async function markPlayed(db: Db, audit: AuditContext, id: number, input: SlotPlayedInput) {
  const betCents = amountToCents(input.bet);
  const winCents = amountToCents(input.win);
  const multiplier = multiplierHundredths(betCents, winCents);
  return db.transaction(async (tx) => {
    const settings = await readSettings(tx);
    const cash = settings.rewardKind === 'cash';
    const amount = cash ? settings.rewardCents : settings.rewardPoints;
    const earned = earnsReward(multiplier, {
      amount,
      multiplierHundredths: settings.rewardMultiplierHundredths,
    });
    const [row] = await moveRequests(
      tx,
      { ids: [id], from: queuedStatuses },
      {
        status: 'played',
        betCents,
        winCents,
        multiplierHundredths: multiplier,
        reward: earned && !cash ? amount : null,
        rewardCents: earned && cash ? amount : null,
        decidedBy: audit.actorId,
        decidedAt: sql`now()`,
      },
    );
    if (!row) throw (await requestRow(tx, id)) ? slotRequestErrors.notQueued() : slotRequestErrors.notFound();
    await payReward(tx, row, audit.actorId);
    await recordAudit(tx, audit, {
      action: 'slot-requests.played',
      target: target(id),
      member: row.userId,
      after: {
        status: 'played',
        bet_cents: betCents,
        win_cents: winCents,
        multiplier,
        reward: row.reward,
        reward_cents: row.rewardCents,
      },
    });
    return earned ? settings.rewardKind : null;
  });
}

/** PUT /api/admin/slot-requests/settings. On record, before and after. */
export async function updateSettings(db: Db, audit: AuditContext, input: SlotRequestSettingsInput) {
  await db.transaction(async (tx) => {
    const before = await readSettings(tx);
    const after = await saveSettings(tx, {
      open: input.open,
      perMember: input.per_member,
      costPoints: input.cost_points,
      minAccountDays: input.min_account_days,
      minLevel: input.min_level,
      rewardKind: input.reward_kind,
      rewardPoints: input.reward_points,
      rewardCents: amountToCents(input.reward_cash),
      rewardMultiplierHundredths: Math.round(input.reward_multiplier * 100),
    });
    const { updatedAt: _b, ...was } = before;
    const { updatedAt: _a, ...now } = after;
    await recordAudit(tx, audit, {
      action: 'slot-requests.settings',
      target: { type: 'slot_request_settings', id: 1 },
      before: was,
      after: now,
    });
  });
}
