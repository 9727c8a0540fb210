import { trustSlugs } from '@podium/shared/trust/schemas';
import { integer, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from '../../db/columns.ts';
import { users } from '../users/users.table.ts';

export const trustSlug = pgEnum('trust_slug', trustSlugs);

/** An admin's text for one trust page; a page without a row shows its built-in default (decision 023). */
export const trustPages = pgTable('trust_pages', {
  slug: trustSlug().primaryKey(),
  title: text().notNull(),
  body: text().notNull(),
  updatedBy: integer().references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

export type TrustPageRow = typeof trustPages.$inferSelect;
