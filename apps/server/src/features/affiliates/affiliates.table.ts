import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns.ts';

export const affiliates = pgTable('affiliates', {
  id: id(),
  name: text().notNull(),
  logoUrl: text().notNull().default(''),
  code: text().notNull().default(''),
  benefits: jsonb().$type<string[]>().notNull().default([]),
  redirectUrl: text().notNull(),
  sortOrder: integer().notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
