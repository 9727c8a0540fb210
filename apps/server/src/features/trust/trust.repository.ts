import type { TrustPage, TrustPageUpdate, TrustSlug } from '@podium/shared/trust/schemas';
import { trustSlugs } from '@podium/shared/trust/schemas';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { TRUST_DEFAULTS_REVISED_AT, trustDefaults } from './trust.defaults.ts';
import { type TrustPageRow, trustPages } from './trust.table.ts';

const toPage = (slug: TrustSlug, row: TrustPageRow | undefined): TrustPage => {
  if (!row)
    return { slug, ...trustDefaults[slug], updated_at: null, last_updated: TRUST_DEFAULTS_REVISED_AT };
  const updatedAt = row.updatedAt.toISOString();
  return { slug, title: row.title, body: row.body, updated_at: updatedAt, last_updated: updatedAt };
};

/** One trust page: the admin's text, else the default. */
export async function trustPage(db: DbOrTx, slug: TrustSlug): Promise<TrustPage> {
  const [row] = await db.select().from(trustPages).where(eq(trustPages.slug, slug));
  return toPage(slug, row);
}

/** One trust page as `trustPage` reads it, its row (when it has one) locked FOR UPDATE: an admin's edit. */
export async function lockTrustPage(tx: Tx, slug: TrustSlug): Promise<TrustPage> {
  const [row] = await tx.select().from(trustPages).where(eq(trustPages.slug, slug)).for('update');
  return toPage(slug, row);
}

/** Every trust page, in the footer's order. */
export async function allTrustPages(db: DbOrTx): Promise<TrustPage[]> {
  const rows = await db.select().from(trustPages);
  return trustSlugs.map((slug) =>
    toPage(
      slug,
      rows.find((r) => r.slug === slug),
    ),
  );
}

export async function saveTrustPage(
  db: DbOrTx,
  slug: TrustSlug,
  input: TrustPageUpdate,
  actorId: number | null,
): Promise<TrustPage> {
  const values = { title: input.title, body: input.body, updatedBy: actorId };
  const [row] = await db
    .insert(trustPages)
    .values({ slug, ...values })
    .onConflictDoUpdate({ target: trustPages.slug, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  return toPage(slug, row);
}

/** Forgets an admin's text: the page reads its built-in default again (and follows its revisions). */
export async function deleteTrustPage(tx: Tx, slug: TrustSlug): Promise<TrustPage> {
  await tx.delete(trustPages).where(eq(trustPages.slug, slug));
  return toPage(slug, undefined);
}
