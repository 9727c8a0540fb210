import { pointsErrorCodes } from '@podium/shared/points/errors';
import { ledgerReason } from '@podium/shared/slot-requests/messages';
import { accountAgeDays, levelOfXp, queuedStatuses } from '@podium/shared/slot-requests/rules';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { constraintError } from '../../db/constraints.ts';
import { AppError, hasCode } from '../../lib/errors.ts';
import { applyLedgerEntry } from '../points/ledger.usecases.ts';
import { lockMember } from '../users/users.repository.ts';
import { users } from '../users/users.table.ts';
import { findSlot } from './catalogue.repository.ts';
import { requestConstraints, slotRequestErrors } from './slot-requests.errors.ts';
import { insertRequest, placeInQueue, queuedCount, readSettings } from './slot-requests.repository.ts';
import { slotRequests } from './slot-requests.table.ts';

export interface Requested {
  requestId: number;
  slot: string;
  /** Its place in the queue (1: next). */
  position: number;
}

/**
 * A request inside the caller's transaction (the request's own, or a savepoint of the Kick webhook's for
 * `!sr`): the queue open, the member locked FOR UPDATE (one member's requests take turns, so the limit
 * holds), their account age and level, the slot (in the catalogue, not banned, not queued already), then
 * the row and the cost's ledger debit (reference `slot_request:<id>`), so a refusal leaves nothing.
 */
export async function requestIn(
  tx: Tx,
  userId: number,
  slotId: number,
  source: 'site' | 'chat',
): Promise<Requested> {
  const settings = await readSettings(tx);
  if (!settings.open) throw slotRequestErrors.closed();
  if (!(await lockMember(tx, userId))) throw slotRequestErrors.loginRequired();
  const [member] = await tx
    .select({ createdAt: users.createdAt, xp: users.xp })
    .from(users)
    .where(eq(users.id, userId));
  if (!member) throw slotRequestErrors.loginRequired();
  if (accountAgeDays(member.createdAt, new Date()) < settings.minAccountDays)
    throw slotRequestErrors.accountTooNew(settings.minAccountDays);
  if (levelOfXp(member.xp) < settings.minLevel) throw slotRequestErrors.levelTooLow(settings.minLevel);

  const slot = await findSlot(tx, slotId);
  if (!slot) throw slotRequestErrors.slotNotFound();
  if (slot.banned) throw slotRequestErrors.banned();
  if ((await queuedCount(tx, userId)) >= settings.perMember)
    throw slotRequestErrors.limitReached(settings.perMember);
  const [queued] = await tx
    .select({ id: slotRequests.id })
    .from(slotRequests)
    .where(and(eq(slotRequests.slotId, slotId), inArray(slotRequests.status, [...queuedStatuses])));
  if (queued) throw slotRequestErrors.alreadyQueued();

  const row = await insertRequest(tx, { slotId, userId, source, cost: settings.costPoints });
  if (settings.costPoints > 0) {
    try {
      await applyLedgerEntry(tx, {
        userId,
        amount: -settings.costPoints,
        kind: 'slot_request',
        reason: ledgerReason(slot.name, 'cost'),
        reference: `slot_request:${row.id}`,
      });
    } catch (error) {
      if (hasCode(error, pointsErrorCodes.insufficient))
        throw slotRequestErrors.insufficientPoints(settings.costPoints);
      throw error;
    }
  }
  return { requestId: row.id, slot: slot.name, position: await placeInQueue(tx, row.id) };
}

/** POST /api/r/slot-requests in one transaction (`requestIn`). */
export async function placeRequest(db: Db, userId: number, slotId: number): Promise<Requested> {
  try {
    return await db.transaction((tx) => requestIn(tx, userId, slotId, 'site'));
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw constraintError(error, requestConstraints);
  }
}
