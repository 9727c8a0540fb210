import type { SiteSettings } from '@podium/shared/site-settings/schemas';
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable } from 'drizzle-orm/pg-core';
import { updatedAt } from '../../db/columns.ts';

/** One row (id = 1): the site settings and theme, validated by the shared schema on every write. */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: integer().primaryKey().default(1),
    data: jsonb().$type<SiteSettings>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check('site_settings_single_row', sql`${t.id} = 1`)],
);
