import { newServerSeed, seedCommitment } from '@podium/shared/draws/draw.server';
import { type RaffleInput, raffleAdminMessages } from '@podium/shared/raffles/admin';
import { hasEntryMethod } from '@podium/shared/raffles/rules';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest } from '../../lib/errors.ts';
import {
  insertRaffleRow,
  raffleColumns,
  setPausedRow,
  updateUndrawnRaffle,
} from './admin-raffles.repository.ts';
import { stateError } from './draw.usecases.ts';
import { hashRafflePassword } from './raffle-password.ts';
import { raffleErrors } from './raffles.errors.ts';
import { findRaffle } from './raffles.repository.ts';

/** The password column for a form: a new hash, null to remove, undefined to keep. */
const passwordColumn = async (password: string | null | undefined) =>
  password === undefined ? undefined : password === null ? null : await hashRafflePassword(password);

/** A raffle being set up must end in the future (drawing now is its own action) and offer a way in. */
const checkInput = (input: RaffleInput, hasPassword: boolean) => {
  if (Date.parse(input.end_datetime) <= Date.now()) {
    throw badRequest(raffleAdminMessages.endInPast, { end_datetime: [raffleAdminMessages.endInPast] });
  }
  const methods = {
    allow_passwordless_entry: input.allow_passwordless_entry,
    allow_points_entry: input.allow_points_entry,
    has_password_entry: hasPassword,
  };
  if (!hasEntryMethod(methods)) throw raffleErrors.noEntryMethod();
};

/**
 * A new raffle with its secret server seed, whose SHA-256 is public from now on (the commitment).
 * Unchecked: for the demo seed; admins go through `createRaffle`.
 */
export async function insertRaffle(tx: Tx | Db, input: RaffleInput, actorId: number | null): Promise<number> {
  const serverSeed = newServerSeed();
  return insertRaffleRow(tx, {
    ...raffleColumns(input),
    passwordHash: (await passwordColumn(input.password)) ?? null,
    serverSeed,
    serverSeedHash: seedCommitment(serverSeed),
    createdBy: actorId,
  });
}

export async function createRaffle(db: Db, input: RaffleInput, actorId: number): Promise<number> {
  checkInput(input, typeof input.password === 'string');
  return insertRaffle(db, input, actorId);
}

/**
 * Replaces the raffle's fields until it is drawn or cancelled (the conditional update decides, so an
 * edit never lands after the draw). Leaving `password` out keeps the current one.
 */
export async function updateRaffle(db: Db, id: number, input: RaffleInput): Promise<void> {
  const existing = await findRaffle(db, id);
  if (!existing) throw raffleErrors.notFound();
  const passwordHash = await passwordColumn(input.password);
  checkInput(input, passwordHash === undefined ? existing.passwordHash !== null : passwordHash !== null);
  const changed = await updateUndrawnRaffle(db, id, {
    ...raffleColumns(input),
    ...(passwordHash === undefined ? {} : { passwordHash }),
  });
  if (!changed) throw await stateError(db, id);
}

/** Pauses or resumes entries (the draw still happens at the end time). */
export async function setPaused(db: Db, id: number, isPaused: boolean): Promise<void> {
  if (!(await setPausedRow(db, id, isPaused))) throw raffleErrors.notFound();
}
