import { newServerSeed, seedCommitment } from '@podium/shared/draws/draw.server';
import { type RaffleInput, raffleAdminMessages } from '@podium/shared/raffles/admin';
import { hasEntryMethod } from '@podium/shared/raffles/rules';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest } from '../../lib/errors.ts';
import { changes } from '../audit/audit.changes.ts';
import { type AuditContext, recordAudit } from '../audit/audit.usecases.ts';
import {
  insertRaffleRow,
  raffleColumns,
  setPausedRow,
  updateUndrawnRaffle,
} from './admin-raffles.repository.ts';
import { stateError } from './draw.usecases.ts';
import { hashRafflePassword } from './raffle-password.ts';
import { raffleErrors } from './raffles.errors.ts';
import { lockRaffle } from './raffles.repository.ts';

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

type RaffleSettings = ReturnType<typeof raffleColumns>;
/** Whether there is a password, and whether an edit set a new one: the audit log never holds the word. */
type PasswordState = 'none' | 'set' | 'replaced';

/** A raffle's settings as its audit entries show them (decision 039), in the form's names. */
const auditSettings = (s: RaffleSettings, password: PasswordState) => ({
  title: s.title,
  description: s.description,
  image: s.image,
  start_datetime: s.startsAt.toISOString(),
  end_datetime: s.endsAt.toISOString(),
  number_of_winners: s.numberOfWinners,
  allow_passwordless_entry: s.allowPasswordlessEntry,
  allow_points_entry: s.allowPointsEntry,
  points_per_entry: s.pointsPerEntry,
  max_tickets_per_member: s.maxTicketsPerMember,
  password,
});

/** A new raffle row with its secret server seed, whose SHA-256 is public from now on (the commitment). */
function insertHashed(tx: Tx | Db, input: RaffleInput, passwordHash: string | null, actorId: number | null) {
  const serverSeed = newServerSeed();
  return insertRaffleRow(tx, {
    ...raffleColumns(input),
    passwordHash,
    serverSeed,
    serverSeedHash: seedCommitment(serverSeed),
    createdBy: actorId,
  });
}

/** A new raffle. Unchecked and not on record: for the demo seed; admins go through `createRaffle`. */
export async function insertRaffle(tx: Tx | Db, input: RaffleInput, actorId: number | null): Promise<number> {
  return insertHashed(tx, input, (await passwordColumn(input.password)) ?? null, actorId);
}

/** An admin's new raffle, on record with its settings (the password hashed before the transaction). */
export async function createRaffle(db: Db, audit: AuditContext, input: RaffleInput): Promise<number> {
  checkInput(input, typeof input.password === 'string');
  const passwordHash = (await passwordColumn(input.password)) ?? null;
  return db.transaction(async (tx) => {
    const id = await insertHashed(tx, input, passwordHash, audit.actorId);
    await recordAudit(tx, audit, {
      action: 'raffles.create',
      target: { type: 'raffle', id },
      after: auditSettings(raffleColumns(input), passwordHash === null ? 'none' : 'set'),
    });
    return id;
  });
}

/**
 * Replaces the raffle's fields until it is drawn or cancelled (the conditional update decides, so an
 * edit never lands after the draw). Leaving `password` out keeps the current one. The row is locked
 * first, so the audit entry's `before` is what this edit replaced; it records only the fields that
 * changed.
 */
export async function updateRaffle(
  db: Db,
  audit: AuditContext,
  id: number,
  input: RaffleInput,
): Promise<void> {
  const passwordHash = await passwordColumn(input.password);
  await db.transaction(async (tx) => {
    const existing = await lockRaffle(tx, id);
    if (!existing) throw raffleErrors.notFound();
    checkInput(input, passwordHash === undefined ? existing.passwordHash !== null : passwordHash !== null);
    const columns = raffleColumns(input);
    const changed = await updateUndrawnRaffle(tx, id, {
      ...columns,
      ...(passwordHash === undefined ? {} : { passwordHash }),
    });
    if (!changed) throw await stateError(tx, id);
    const had: PasswordState = existing.passwordHash === null ? 'none' : 'set';
    const has: PasswordState =
      passwordHash === undefined ? had : passwordHash === null ? 'none' : had === 'set' ? 'replaced' : 'set';
    await recordAudit(tx, audit, {
      action: 'raffles.update',
      target: { type: 'raffle', id },
      ...changes(auditSettings(existing, had), auditSettings(columns, has)),
    });
  });
}

/** Pauses or resumes entries (the draw still happens at the end time), on record. */
export async function setPaused(db: Db, audit: AuditContext, id: number, isPaused: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockRaffle(tx, id);
    if (!row || !(await setPausedRow(tx, id, isPaused))) throw raffleErrors.notFound();
    await recordAudit(tx, audit, {
      action: isPaused ? 'raffles.pause' : 'raffles.resume',
      target: { type: 'raffle', id },
      before: { is_paused: row.isPaused },
      after: { is_paused: isPaused },
    });
  });
}
