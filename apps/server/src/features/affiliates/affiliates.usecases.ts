import type { Affiliate, AffiliateInput } from '@podium/shared/affiliates/schemas';
import type { Db } from '../../db/client.ts';
import { changes } from '../audit/audit.changes.ts';
import { type AuditContext, recordAudit } from '../audit/audit.usecases.ts';
import { affiliatesErrors } from './affiliates.errors.ts';
import {
  deleteAffiliateRow,
  insertAffiliate,
  listAffiliates,
  lockAffiliate,
  lockAffiliateOrder,
  setAffiliateOrder,
  updateAffiliateRow,
} from './affiliates.repository.ts';

/** What an entry shows of an affiliate: everything but its id (the entry's target). */
const fields = ({ id: _id, ...rest }: Affiliate) => rest;

/** Admin › Affiliates: each change in one transaction with its audit entry (decision 039). */
export async function createAffiliate(
  db: Db,
  audit: AuditContext,
  input: AffiliateInput,
): Promise<Affiliate> {
  return db.transaction(async (tx) => {
    const created = await insertAffiliate(tx, input);
    await recordAudit(tx, audit, {
      action: 'affiliates.create',
      target: { type: 'affiliate', id: created.id },
      after: fields(created),
    });
    return created;
  });
}

export async function updateAffiliate(
  db: Db,
  audit: AuditContext,
  id: number,
  input: AffiliateInput,
): Promise<Affiliate> {
  return db.transaction(async (tx) => {
    const before = await lockAffiliate(tx, id);
    if (!before) throw affiliatesErrors.notFound();
    const updated = await updateAffiliateRow(tx, id, input);
    await recordAudit(tx, audit, {
      action: 'affiliates.update',
      target: { type: 'affiliate', id },
      ...changes(fields(before), fields(updated)),
    });
    return updated;
  });
}

export async function deleteAffiliate(db: Db, audit: AuditContext, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockAffiliate(tx, id);
    if (!before) throw affiliatesErrors.notFound();
    await deleteAffiliateRow(tx, id);
    await recordAudit(tx, audit, {
      action: 'affiliates.delete',
      target: { type: 'affiliate', id },
      before: fields(before),
    });
  });
}

/** Sets the order to exactly the given list, which must name every affiliate once. */
export async function reorderAffiliates(db: Db, audit: AuditContext, ids: number[]): Promise<Affiliate[]> {
  return db.transaction(async (tx) => {
    const before = await lockAffiliateOrder(tx);
    await setAffiliateOrder(tx, ids);
    const list = await listAffiliates(tx);
    await recordAudit(tx, audit, {
      action: 'affiliates.reorder',
      target: { type: 'affiliate' },
      ...changes({ order: before }, { order: list.map((a) => a.id) }),
    });
    return list;
  });
}
