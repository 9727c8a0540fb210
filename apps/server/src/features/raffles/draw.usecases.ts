import { announcementKeys, announcementMessages } from '@podium/shared/announcements/messages';
import { clientSeedOf, drawWinners } from '@podium/shared/draws/draw.server';
import { DRAW_ALGORITHM } from '@podium/shared/draws/lines';
import type { RaffleRedrawInput } from '@podium/shared/raffles/admin';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { constraintError } from '../../db/constraints.ts';
import { announce } from '../announcements/announcements.usecases.ts';
import { type AuditContext, recordAudit } from '../audit/audit.usecases.ts';
import { claimDeadlineOf } from './claims.repository.ts';
import {
  drawnWinners,
  insertDraw,
  insertDrawNames,
  insertWinners,
  lastNonce,
  markDrawn,
  markReplaced,
  setClientSeed,
} from './draws.repository.ts';
import { frozenTickets } from './entries.repository.ts';
import { awardsOf } from './prizes.repository.ts';
import { auditPrize, awardPrizes, takeBackPrize } from './prizes.usecases.ts';
import { notifyRaffleWinners } from './raffle-notices.ts';
import { drawConstraints, raffleErrors } from './raffles.errors.ts';
import { findRaffle, lockRaffle } from './raffles.repository.ts';
import type { RaffleRow, raffleWinners } from './raffles.table.ts';

/** Why a draw, re-draw or change found nothing to act on. */
export async function stateError(db: DbOrTx, raffleId: number) {
  const row = await findRaffle(db, raffleId);
  if (!row) return raffleErrors.notFound();
  if (row.cancelledAt) return raffleErrors.cancelled();
  if (row.drawnAt) return raffleErrors.alreadyDrawn();
  return raffleErrors.notDrawn();
}

/**
 * The draw, inside the caller's transaction, guarded where it is written (decision 014): the
 * conditional `UPDATE … SET drawn_at = now() WHERE drawn_at IS NULL AND cancelled_at IS NULL` decides
 * which caller draws; it waits for entries holding the raffle FOR SHARE, so the list read next is final.
 * Then the list is frozen with each member's masked name (its hash is the client seed, decision 040)
 * and the winners drawn with nonce 0, and each place's prize paid (decision 044). Answers the number of
 * winners, or null when the raffle was already drawn, cancelled or is missing.
 */
export async function drawInTransaction(tx: Tx, raffleId: number, actorId: number | null) {
  const row = await markDrawn(tx, raffleId);
  if (!row) return null;
  const tickets = await frozenTickets(tx, raffleId);
  await insertDrawNames(tx, raffleId, tickets);
  const clientSeed = clientSeedOf(DRAW_ALGORITHM, tickets);
  await setClientSeed(tx, raffleId, clientSeed, DRAW_ALGORITHM);
  const winners = drawWinners({
    serverSeed: row.serverSeed,
    clientSeed,
    nonce: 0,
    tickets,
    count: row.numberOfWinners,
  });
  const drawId = await insertDraw(tx, {
    raffleId,
    nonce: 0,
    kind: 'draw',
    winnersWanted: row.numberOfWinners,
    drawnBy: actorId,
  });
  // With a claim window each winner must claim by now() + window; their prize waits for it (decision 064).
  const claimDeadline = claimDeadlineOf(row.claimWindowHours);
  await insertWinners(
    tx,
    winners.map((w, i) => ({
      raffleId,
      drawId,
      position: i + 1,
      userId: w.user_id,
      entryId: w.entry_id,
      ticketIndex: w.ticket_index,
      claimDeadline,
    })),
  );
  await awardPrizes(tx, row, actorId);
  await notifyRaffleWinners(tx, row, drawId);
  const names = new Map(tickets.map((t) => [t.user_id, t.username]));
  await announce(tx, {
    key: announcementKeys.raffleDrawn(raffleId),
    content: announcementMessages.raffleDrawn(
      row.title,
      winners.map((w) => names.get(w.user_id) ?? ''),
    ),
  });
  return winners.length;
}

/**
 * An admin's "draw now": 409 when drawn or cancelled already. Answers the number of winners. On record
 * with the winners and the nonce (the scheduled draw, which no one asked for, is not a staff action).
 */
export async function drawNow(db: Db, audit: AuditContext, raffleId: number): Promise<number> {
  try {
    return await db.transaction(async (tx) => {
      const drawn = await drawInTransaction(tx, raffleId, audit.actorId);
      if (drawn === null) throw await stateError(tx, raffleId);
      const winners = (await drawnWinners(tx, raffleId)).sort((a, b) => a.position - b.position);
      await recordAudit(tx, audit, {
        action: 'raffles.draw',
        target: { type: 'raffle', id: raffleId },
        after: {
          nonce: 0,
          winners: winners.map((w) => ({
            position: w.position,
            user_id: w.userId,
            entry_id: w.entryId,
            ticket_index: w.ticketIndex,
          })),
          prizes: (await awardsOf(tx, [raffleId])).get(raffleId)?.map(auditPrize) ?? [],
        },
      });
      return drawn;
    });
  } catch (error) {
    throw constraintError(error, drawConstraints);
  }
}

type WinnerRow = typeof raffleWinners.$inferSelect;

/** What one re-draw did, for its audit entry and its caller. */
export interface Redrawn {
  nonce: number;
  winner: { user_id: number; entry_id: number; ticket_index: number } | null;
  takenBack: Awaited<ReturnType<typeof takeBackPrize>>;
  paid: Awaited<ReturnType<typeof awardPrizes>>;
}

/**
 * One re-draw of one current winner, inside the caller's transaction with the raffle row locked FOR
 * UPDATE (re-draws and claims of one raffle take turns): the next nonce draws one member from the same
 * frozen list, skipping everyone ever drawn in this raffle (replaced ones included). The replaced
 * winner's prize is taken back, the new winner gets a fresh claim window (if the raffle has one) and
 * is paid now when it has none (decision 044, 064). `winner` is null, with nothing written, when
 * nobody is left to draw. The (raffle, nonce) and (raffle, member) unique keys are the backstops.
 */
export async function redrawInTransaction(
  tx: Tx,
  row: RaffleRow,
  replaced: WinnerRow,
  { reason, actorId, automatic }: { reason: string; actorId: number | null; automatic: boolean },
): Promise<Redrawn> {
  const raffleId = row.id;
  const drawnBefore = await drawnWinners(tx, raffleId);
  const nonce = (await lastNonce(tx, raffleId)) + 1;
  const [winner] = drawWinners({
    serverSeed: row.serverSeed,
    clientSeed: row.clientSeed!,
    nonce,
    tickets: await frozenTickets(tx, raffleId),
    count: 1,
    exclude: drawnBefore.map((w) => w.userId),
  });
  if (!winner) return { nonce, winner: null, takenBack: null, paid: [] };
  const takenBack = await takeBackPrize(tx, row, replaced, actorId);
  await markReplaced(tx, replaced.id);
  const drawId = await insertDraw(tx, {
    raffleId,
    nonce,
    kind: 'redraw',
    winnersWanted: 1,
    replacedUserId: replaced.userId,
    reason,
    drawnBy: actorId,
    automatic,
  });
  await insertWinners(tx, [
    {
      raffleId,
      drawId,
      position: replaced.position,
      userId: winner.user_id,
      entryId: winner.entry_id,
      ticketIndex: winner.ticket_index,
      claimDeadline: claimDeadlineOf(row.claimWindowHours),
    },
  ]);
  const paid = await awardPrizes(tx, row, actorId);
  await notifyRaffleWinners(tx, row, drawId);
  return {
    nonce,
    winner: { user_id: winner.user_id, entry_id: winner.entry_id, ticket_index: winner.ticket_index },
    takenBack,
    paid,
  };
}

/**
 * An admin replaces one current winner, with a reason (decision 018): `redrawInTransaction` with the
 * raffle locked. On record on the replaced winner, with the new one, the nonce, the reason and what
 * happened to the prize.
 */
export async function redrawWinner(db: Db, audit: AuditContext, raffleId: number, input: RaffleRedrawInput) {
  try {
    return await db.transaction(async (tx) => {
      const row = await lockRaffle(tx, raffleId);
      if (!row) throw raffleErrors.notFound();
      if (row.cancelledAt) throw raffleErrors.cancelled();
      if (!row.drawnAt || !row.clientSeed) throw raffleErrors.notDrawn();
      const replaced = (await drawnWinners(tx, raffleId)).find(
        (w) => w.userId === input.user_id && w.replacedAt === null,
      );
      if (!replaced) throw raffleErrors.notAWinner();
      const { nonce, winner, takenBack, paid } = await redrawInTransaction(tx, row, replaced, {
        reason: input.reason,
        actorId: audit.actorId,
        automatic: false,
      });
      if (!winner) throw raffleErrors.noMemberLeft();
      await recordAudit(tx, audit, {
        action: 'raffles.redraw',
        target: { type: 'raffle', id: raffleId },
        member: replaced.userId,
        before: { position: replaced.position, user_id: replaced.userId },
        after: {
          nonce,
          position: replaced.position,
          user_id: winner.user_id,
          entry_id: winner.entry_id,
          ticket_index: winner.ticket_index,
          ...(takenBack ? { prize_taken_back: takenBack } : {}),
          ...(paid.length ? { prizes: paid } : {}),
        },
        reason: input.reason,
      });
      return winner.user_id;
    });
  } catch (error) {
    throw constraintError(error, drawConstraints);
  }
}
