import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';

/**
 * The database's clock, in ms: every process judges "has it ended" or "is it locked" by the same time
 * (decision 014), whatever its own clock says.
 */
export async function dbNowMs(db: DbOrTx): Promise<number> {
  const result = (await db.execute(
    sql`select (extract(epoch from now()) * 1000)::float8 as ms`,
  )) as unknown as { rows: { ms: number | string }[] };
  return Number(result.rows[0]!.ms);
}
