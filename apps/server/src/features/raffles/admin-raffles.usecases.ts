import { newServerSeed, seedCommitment } from '@podium/shared/draws/draw.server';
import { type RaffleInput, raffleAdminMessages } from '@podium/shared/raffles/admin';
import { lockedChanges, type RaffleTerms } from '@podium/shared/raffles/edits';
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
import { totalEntries } from './entries.repository.ts';
import { prizeRows, prizeValue, replacePrizes } from './prizes.repository.ts';
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

/** The settings members' entries fix, as they are and as an edit would make them (edits.ts). */
const termsOf = (s: RaffleSettings, hasPassword: boolean): RaffleTerms => ({
  start_datetime: s.startsAt.toISOString(),
  end_datetime: s.endsAt.toISOString(),
  allow_passwordless_entry: s.allowPasswordlessEntry,
  allow_points_entry: s.allowPointsEntry,
  points_per_entry: s.pointsPerEntry,
  max_tickets_per_member: s.maxTicketsPerMember,
  has_password_entry: hasPassword,
});

type RaffleSettings = ReturnType<typeof raffleColumns>;
/** Whether there is a password, and whether an edit set a new one: the audit log never holds the word. */
type PasswordState = 'none' | 'set' | 'replaced';

type AuditPrize = { prize_type: string; prize_value: number | null; description: string };

/** A raffle's settings as its audit entries show them (decision 039), in the form's names. */
const auditSettings = (s: RaffleSettings, password: PasswordState, prizes: AuditPrize[]) => ({
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
  prizes,
  claim_window_hours: s.claimWindowHours ?? null,
  auto_redraws_allowed: s.autoRedrawsAllowed ?? 0,
});

const auditPrizes = (prizes: RaffleInput['prizes']): AuditPrize[] =>
  (prizes ?? []).map((p) => ({
    prize_type: p.prize_type,
    prize_value: p.prize_type === 'custom' ? null : (p.prize_value ?? null),
    description: p.description,
  }));

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
  const id = await insertHashed(tx, input, (await passwordColumn(input.password)) ?? null, actorId);
  if (input.prizes?.length) await replacePrizes(tx, id, input.prizes);
  return id;
}

/** An admin's new raffle, on record with its settings (the password hashed before the transaction). */
export async function createRaffle(db: Db, audit: AuditContext, input: RaffleInput): Promise<number> {
  checkInput(input, typeof input.password === 'string');
  const passwordHash = (await passwordColumn(input.password)) ?? null;
  return db.transaction(async (tx) => {
    const id = await insertHashed(tx, input, passwordHash, audit.actorId);
    if (input.prizes?.length) await replacePrizes(tx, id, input.prizes);
    await recordAudit(tx, audit, {
      action: 'raffles.create',
      target: { type: 'raffle', id },
      after: auditSettings(
        raffleColumns(input),
        passwordHash === null ? 'none' : 'set',
        auditPrizes(input.prizes),
      ),
    });
    return id;
  });
}

/**
 * Replaces the raffle's fields until it is drawn or cancelled (the conditional update decides, so an
 * edit never lands after the draw). Leaving `password` out keeps the current one, leaving `prizes` out
 * keeps the prizes (which must then still be one per place). Once members have entered, what they paid
 * for is fixed (decision 044, `lockedChanges`): 409 with a field error per setting. The row is locked
 * first, so entries wait for the edit and the audit entry's `before` is what this edit replaced; it
 * records only the fields that changed.
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
    const hasPassword = passwordHash === undefined ? existing.passwordHash !== null : passwordHash !== null;
    const columns = {
      claimWindowHours: existing.claimWindowHours,
      autoRedrawsAllowed: existing.autoRedrawsAllowed,
      ...raffleColumns(input),
    };
    if (!existing.drawnAt && !existing.cancelledAt && (await totalEntries(tx, id)) > 0) {
      const locked = lockedChanges(
        termsOf(existing, existing.passwordHash !== null),
        termsOf(columns, hasPassword),
      );
      const fields = Object.entries(locked).map(([field, words]) => [field, [words]]);
      if (fields.length > 0) throw raffleErrors.enteredLocked(Object.fromEntries(fields));
    }
    checkInput(input, hasPassword);
    const oldPrizes = (await prizeRows(tx, id)).map((p) => ({
      prize_type: p.prizeType,
      prize_value: prizeValue(p.prizeType, p.amount),
      description: p.description,
    }));
    if (input.prizes === undefined && oldPrizes.length > 0 && oldPrizes.length !== input.number_of_winners) {
      throw raffleErrors.prizesPerPlace(input.number_of_winners);
    }
    const changed = await updateUndrawnRaffle(tx, id, {
      ...columns,
      ...(passwordHash === undefined ? {} : { passwordHash }),
    });
    if (!changed) throw await stateError(tx, id);
    if (input.prizes !== undefined) await replacePrizes(tx, id, input.prizes);
    const had: PasswordState = existing.passwordHash === null ? 'none' : 'set';
    const has: PasswordState =
      passwordHash === undefined ? had : passwordHash === null ? 'none' : had === 'set' ? 'replaced' : 'set';
    const newPrizes = input.prizes === undefined ? oldPrizes : auditPrizes(input.prizes);
    await recordAudit(tx, audit, {
      action: 'raffles.update',
      target: { type: 'raffle', id },
      ...changes(auditSettings(existing, had, oldPrizes), auditSettings(columns, has, newPrizes)),
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
