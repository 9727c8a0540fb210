import { pointsErrorCodes } from '@podium/shared/points/errors';
import { entryRefusal, pointsPerEntry, pointsTickets } from '@podium/shared/raffles/rules';
import type { RaffleEnterInput, RaffleEnterResult } from '@podium/shared/raffles/schemas';
import type { Db, DbOrTx } from '../../db/client.ts';
import { constraintError } from '../../db/constraints.ts';
import { AppError, hasCode } from '../../lib/errors.ts';
import { unlockReached } from '../achievements/achievements.usecases.ts';
import { applyLedgerEntry } from '../points/ledger.usecases.ts';
import { findUserById, lockMember } from '../users/users.repository.ts';
import { addTickets } from './entries.repository.ts';
import { entryConstraints, raffleErrors, refusalError } from './raffles.errors.ts';
import { findRaffle, shareLockRaffle, toRaffles } from './raffles.repository.ts';
import type { RaffleRow } from './raffles.table.ts';

/** Compares a password entry's word with the raffle's stored hash; false when it is wrong. */
export type PasswordCheck = (raffle: { passwordHash: string | null }) => Promise<boolean>;

/** The shared SPEC §5 rules on the raffle as it is read now; throws the refusal. */
async function checkRules(
  db: DbOrTx,
  row: RaffleRow,
  userId: number,
  kick: string | null,
  input: RaffleEnterInput,
) {
  const [view] = await toRaffles(db, [row], userId);
  const refusal = entryRefusal(view!, { kick_username: kick }, input);
  if (refusal) {
    const perEntry = pointsPerEntry({ points_per_entry: row.pointsPerEntry });
    throw refusalError(refusal, { perEntry, maxTickets: row.maxTicketsPerMember });
  }
}

/**
 * A password entry's word, checked before the transaction (scrypt takes a while, and must not hold
 * the database or the locks): the rules first, so a closed raffle takes no guesses. Answers the hash it
 * matched, which the transaction checks is still the raffle's.
 */
async function checkPassword(
  db: Db,
  userId: number,
  raffleId: number,
  input: RaffleEnterInput,
  matches: PasswordCheck,
) {
  const row = await findRaffle(db, raffleId);
  if (!row) throw raffleErrors.notFound();
  const member = await findUserById(db, userId);
  await checkRules(db, row, userId, member?.kickUsername ?? null, input);
  if (!(await matches(row))) throw raffleErrors.wrongPassword();
  return row.passwordHash;
}

/**
 * POST /api/r/raffles/{id}/enter in one transaction, one way through: the raffle (share lock: the draw
 * waits for entries in flight), the member (update lock: one member's entries take turns, so limits and
 * "once" hold), the SPEC §5 rules (the shared `entryRefusal`, on what is committed now), the tickets
 * (one row each, with the counts the answer needs), then, for points, the ledger debit — so
 * 'Insufficient Points' leaves nothing written — and last the `raffle_entries` achievements. The free
 * and password "once" are also unique indexes.
 */
export async function enterRaffle(
  db: Db,
  userId: number,
  raffleId: number,
  input: RaffleEnterInput,
  passwordMatches: PasswordCheck,
): Promise<RaffleEnterResult> {
  try {
    const matchedHash =
      input.entry_type === 'password'
        ? await checkPassword(db, userId, raffleId, input, passwordMatches)
        : null;
    return await db.transaction(async (tx) => {
      const row = await shareLockRaffle(tx, raffleId);
      if (!row) throw raffleErrors.notFound();
      const member = await lockMember(tx, userId);
      if (!member) throw raffleErrors.loginRequired();
      await checkRules(tx, row, userId, member.kickUsername, input);
      // The password changed between the check and now: the word matched the old one.
      if (input.entry_type === 'password' && row.passwordHash !== matchedHash)
        throw raffleErrors.wrongPassword();
      const perEntry = pointsPerEntry({ points_per_entry: row.pointsPerEntry });

      const tickets = input.entry_type === 'points' ? pointsTickets(input.points_spent, perEntry)! : 1;
      const pointsEach = input.entry_type === 'points' ? perEntry : 0;
      const added = await addTickets(tx, { raffleId, userId, type: input.entry_type, tickets, pointsEach });
      let balance: number | null = null;
      if (input.entry_type === 'points') {
        const debit = await applyLedgerEntry(tx, {
          userId,
          amount: -tickets * perEntry,
          kind: 'raffle_entry',
          reason: `Entered ${row.title} (${tickets} ${tickets === 1 ? 'ticket' : 'tickets'})`,
          reference: `raffle_entry:${added.ids[0]}`,
        });
        balance = debit.points;
      }
      await unlockReached(tx, userId, 'raffle_entries', added.rafflesEntered);
      return {
        entry_type: input.entry_type,
        tickets_added: tickets,
        user_entries: added.userEntries,
        total_entries: added.totalEntries,
        user_points: balance,
      };
    });
  } catch (error) {
    // The ledger's refusal, in the raffle's words.
    if (hasCode(error, pointsErrorCodes.insufficient)) throw raffleErrors.insufficientPoints();
    if (error instanceof AppError) throw error;
    throw constraintError(error, entryConstraints);
  }
}
