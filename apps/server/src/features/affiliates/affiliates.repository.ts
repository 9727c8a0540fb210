import type { Affiliate, AffiliateInput } from '@podium/shared/affiliates/schemas';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
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

export async function createAffiliate(db: DbOrTx, input: AffiliateInput): Promise<Affiliate> {
  const [row] = await db
    .insert(affiliates)
    .values({
      ...columns(input),
      sortOrder: sql`(select coalesce(max(${affiliates.sortOrder}), -1) + 1 from ${affiliates})`,
    })
    .returning();
  return toAffiliate(row!);
}

export async function updateAffiliate(db: DbOrTx, id: number, input: AffiliateInput): Promise<Affiliate> {
  const [row] = await db
    .update(affiliates)
    .set({ ...columns(input), updatedAt: sql`now()` })
    .where(eq(affiliates.id, id))
    .returning();
  if (!row) throw affiliatesErrors.notFound();
  return toAffiliate(row);
}

export async function deleteAffiliate(db: DbOrTx, id: number): Promise<void> {
  const rows = await db.delete(affiliates).where(eq(affiliates.id, id)).returning({ id: affiliates.id });
  if (rows.length === 0) throw affiliatesErrors.notFound();
}

/** Sets the order to exactly the given list, which must name every affiliate once. */
export async function reorderAffiliates(db: Db, ids: number[]): Promise<Affiliate[]> {
  return db.transaction(async (tx) => {
    await setSortOrder(tx, affiliates, ids, affiliatesErrors.orderMismatch);
    return listAffiliates(tx);
  });
}
