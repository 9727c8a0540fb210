import type { Affiliate, AffiliateInput } from '@podium/shared/affiliates/schemas';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { setSortOrder } from '../../lib/sort-order.ts';
import { affiliatesErrors } from './affiliates.errors.ts';
import { affiliates } from './affiliates.table.ts';

type Row = typeof affiliates.$inferSelect;

const toAffiliate = (r: Row): Affiliate => ({
  id: r.id,
  name: r.name,
  logo_url: r.logoUrl,
  code: r.code,
  benefits: r.benefits,
  redirect_url: r.redirectUrl,
});

export async function listAffiliates(db: DbOrTx): Promise<Affiliate[]> {
  const rows = await db.select().from(affiliates).orderBy(asc(affiliates.sortOrder), asc(affiliates.id));
  return rows.map(toAffiliate);
}

const columns = (input: AffiliateInput) => ({
  name: input.name,
  logoUrl: input.logo_url,
  code: input.code,
  benefits: input.benefits,
  redirectUrl: input.redirect_url,
});

/** One affiliate, locked FOR UPDATE for an admin's edit or removal; undefined when there is none. */
export async function lockAffiliate(tx: Tx, id: number): Promise<Affiliate | undefined> {
  const [row] = await tx.select().from(affiliates).where(eq(affiliates.id, id)).for('update');
  return row && toAffiliate(row);
}

export async function insertAffiliate(db: DbOrTx, input: AffiliateInput): Promise<Affiliate> {
  const [row] = await db
    .insert(affiliates)
    .values({
      ...columns(input),
      sortOrder: sql`(select coalesce(max(${affiliates.sortOrder}), -1) + 1 from ${affiliates})`,
    })
    .returning();
  return toAffiliate(row!);
}

export async function updateAffiliateRow(db: DbOrTx, id: number, input: AffiliateInput): Promise<Affiliate> {
  const [row] = await db
    .update(affiliates)
    .set({ ...columns(input), updatedAt: sql`now()` })
    .where(eq(affiliates.id, id))
    .returning();
  if (!row) throw affiliatesErrors.notFound();
  return toAffiliate(row);
}

export async function deleteAffiliateRow(db: DbOrTx, id: number): Promise<void> {
  const rows = await db.delete(affiliates).where(eq(affiliates.id, id)).returning({ id: affiliates.id });
  if (rows.length === 0) throw affiliatesErrors.notFound();
}

/** The affiliates' ids in their current order, every row locked FOR UPDATE (a reorder, on record). */
export async function lockAffiliateOrder(tx: Tx): Promise<number[]> {
  const rows = await tx
    .select({ id: affiliates.id })
    .from(affiliates)
    .orderBy(asc(affiliates.sortOrder), asc(affiliates.id))
    .for('update');
  return rows.map((r) => r.id);
}

/** Sets the order to exactly the given list, which must name every affiliate once (the caller's transaction). */
export async function setAffiliateOrder(tx: Tx, ids: number[]): Promise<void> {
  await setSortOrder(tx, affiliates, ids, affiliatesErrors.orderMismatch);
}
