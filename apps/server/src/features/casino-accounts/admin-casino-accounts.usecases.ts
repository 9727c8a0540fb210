import type { MoveCasinoAccountInput } from '@podium/shared/casino-accounts/schemas';
import type { CasinoSlot } from '@podium/shared/common/casino-accounts';
import { casinoSlotFields } from '@podium/shared/common/casino-accounts';
import type { SiteSettings } from '@podium/shared/site-settings/schemas';
import type { Db, Tx } from '../../db/client.ts';
import { type AuditContext, recordAudit, staffActor } from '../audit/audit.usecases.ts';
import { notify } from '../notifications/notifications.usecases.ts';
import { updateProfileFields } from '../profile/profile.repository.ts';
import { getSettings } from '../site-settings/site-settings.repository.ts';
import { isActiveMember, lockMember } from '../users/users.repository.ts';
import { casinoAccountErrors } from './casino-accounts.errors.ts';
import {
  casinoLabelOf,
  findAccount,
  heldAccountsOf,
  lockAccount,
  moveAccountTo,
  setDecision,
} from './casino-accounts.repository.ts';
import type { CasinoAccountRow } from './casino-accounts.table.ts';

const snapshot = (a: CasinoAccountRow) => ({
  slot: a.slot,
  username: a.username,
  holder_id: a.holderId,
  status: a.status,
});

/**
 * Tells the holder their account was verified or refused (decision 062): once per decision, the ref
 * naming the account and the decision it replaces (two identical decisions at once cannot both pass
 * the status check; a later change of mind is a new notification).
 */
async function notifyDecision(
  tx: Tx,
  account: CasinoAccountRow,
  status: 'verified' | 'refused',
  reason: string | null,
) {
  if (account.holderId === null) return;
  const { casino } = await getSettings(tx);
  const ref = `casino-account:${account.id}:${account.decidedAt?.getTime() ?? 0}`;
  const about = { casino: casinoLabelOf(casino, account.slot), username: account.username };
  if (status === 'verified') {
    await notify(tx, { userId: account.holderId, kind: 'casino_account_verified', ref, data: about });
  } else {
    await notify(tx, {
      userId: account.holderId,
      kind: 'casino_account_refused',
      ref,
      data: { ...about, reason },
    });
  }
}

/** The account, locked; refused when it is gone, held by no one, or the actor's own. */
async function decidable(tx: Tx, id: number, actorId: number): Promise<CasinoAccountRow> {
  const account = await lockAccount(tx, id);
  if (!account) throw casinoAccountErrors.notFound();
  if (account.holderId === null) throw casinoAccountErrors.released();
  // Staff never serve themselves (decisions 020, 039).
  if (account.holderId === actorId) throw casinoAccountErrors.ownAccount();
  return account;
}

/** pending or refused → verified, by an admin who does not hold it; on record for the holder. */
export async function verifyAccount(db: Db, audit: AuditContext, id: number, reason: string | null) {
  const actorId = staffActor(audit);
  await db.transaction(async (tx) => {
    const account = await decidable(tx, id, actorId);
    if (account.status === 'verified') throw casinoAccountErrors.alreadyVerified();
    await setDecision(tx, id, { status: 'verified', reason: null, actorId });
    await notifyDecision(tx, account, 'verified', null);
    await recordAudit(tx, audit, {
      action: 'casino-accounts.verify',
      target: { type: 'casino_account', id },
      member: account.holderId,
      before: snapshot(account),
      after: { ...snapshot(account), status: 'verified' },
      reason,
    });
  });
}

/** pending or verified → refused with a reason the member reads; nothing earned before is taken back. */
export async function refuseAccount(db: Db, audit: AuditContext, id: number, reason: string) {
  const actorId = staffActor(audit);
  await db.transaction(async (tx) => {
    const account = await decidable(tx, id, actorId);
    if (account.status === 'refused') throw casinoAccountErrors.alreadyRefused();
    await setDecision(tx, id, { status: 'refused', reason, actorId });
    await notifyDecision(tx, account, 'refused', reason);
    await recordAudit(tx, audit, {
      action: 'casino-accounts.refuse',
      target: { type: 'casino_account', id },
      member: account.holderId,
      before: snapshot(account),
      after: { ...snapshot(account), status: 'refused' },
      reason,
    });
  });
}

/**
 * An Admin moves an account to another member, with a reason: the destination must be active and
 * hold no other account on that casino; the account is pending again unless the Admin verifies it
 * with the move. Both members' Settings fields follow. Neither member may be the Admin. The members
 * are locked first, in id order (as a link takes its member's lock before the account's), then the
 * account, whose holder is checked again under the lock.
 */
export async function moveAccount(
  db: Db,
  audit: AuditContext,
  id: number,
  input: MoveCasinoAccountInput,
  labels: SiteSettings['casino'],
) {
  const actorId = staffActor(audit);
  const seen = await findAccount(db, id);
  if (!seen) throw casinoAccountErrors.notFound();
  await db.transaction(async (tx) => {
    const members = [...new Set([seen.holderId, input.user_id].filter((m): m is number => m !== null))];
    const locked = new Map<number, Awaited<ReturnType<typeof lockMember>>>();
    for (const m of members.sort((a, b) => a - b)) locked.set(m, await lockMember(tx, m));
    const account = await lockAccount(tx, id);
    if (!account) throw casinoAccountErrors.notFound();
    if (account.holderId !== seen.holderId) throw casinoAccountErrors.changed();
    if (account.holderId === actorId || input.user_id === actorId) throw casinoAccountErrors.ownAccount();
    if (account.holderId === input.user_id) throw casinoAccountErrors.moveSameHolder();
    const target = locked.get(input.user_id);
    if (!target || !isActiveMember(target)) throw casinoAccountErrors.moveTargetNotFound();
    if ((await heldAccountsOf(tx, input.user_id)).some((a) => a.slot === account.slot)) {
      throw casinoAccountErrors.moveTargetLinked(casinoLabelOf(labels, account.slot));
    }
    const field = casinoSlotFields[account.slot as CasinoSlot];
    if (account.holderId !== null) await updateProfileFields(tx, account.holderId, { [field]: null });
    await moveAccountTo(tx, id, { userId: input.user_id, verify: input.verify, actorId });
    await updateProfileFields(tx, input.user_id, { [field]: account.username });
    await recordAudit(tx, audit, {
      action: 'casino-accounts.move',
      target: { type: 'casino_account', id },
      member: input.user_id,
      before: snapshot(account),
      after: {
        ...snapshot(account),
        holder_id: input.user_id,
        status: input.verify ? 'verified' : 'pending',
      },
      reason: input.reason,
    });
  });
}
