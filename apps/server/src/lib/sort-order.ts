import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client.ts';

/** A table admins put in order: an integer `id` and a `sortOrder` column. */
export type OrderedTable = PgTable & {
  id: AnyPgColumn<{ data: number }>;
  sortOrder: AnyPgColumn<{ data: number }>;
};

/**
 * Sets the order to exactly `ids` (sort_order 0, 1, …), inside the caller's transaction. Every row is
 * locked first, and the list must name each row once, else the feature's `mismatch` error is thrown.
 */
export async function setSortOrder(
  tx: Tx,
  table: OrderedTable,
  ids: number[],
  mismatch: () => Error,
): Promise<void> {
  const existing = await tx.select({ id: table.id }).from(table).for('update');
  const known = new Set(existing.map((r) => r.id));
  if (new Set(ids).size !== ids.length || ids.length !== known.size || ids.some((id) => !known.has(id))) {
    throw mismatch();
  }
  for (const [index, id] of ids.entries()) {
    await tx.update(table).set({ sortOrder: index }).where(eq(table.id, id));
  }
}
