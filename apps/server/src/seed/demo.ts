import { count } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../features/users/users.table.ts';
import type { FeatureModule } from '../lib/module.ts';
import { modules } from '../modules.ts';

/**
 * Demo content for the embedded default, written once into an empty database: each module's `seed`
 * in module order, all in one transaction.
 */
export async function seedDemoIfEmpty(
  db: Db,
  features: readonly FeatureModule[] = modules,
): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    for (const feature of features) await feature.seed?.(tx);
  });
  return true;
}
