import type { KickCommands, KickRules } from '@podium/shared/kick/admin';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns.ts';
import { users } from '../users/users.table.ts';

/**
 * One row (id = 1): the Kick channel the site listens to, its live state (set by
 * `livestream.status.updated`), the webhook subscription's state, and the admin's chat points rules
 * and command switches (validated by the shared schemas on every write). Decision 027.
 */
export const kickSettings = pgTable(
  'kick_settings',
  {
    id: integer().primaryKey().default(1),
    channelSlug: text(),
    broadcasterUserId: text(),
    isLive: boolean().notNull().default(false),
    liveChangedAt: timestamp({ withTimezone: true }),
    subscribedAt: timestamp({ withTimezone: true }),
    subscriptionError: text(),
    subscribedEvents: jsonb().$type<string[]>().notNull().default([]),
    rules: jsonb().$type<KickRules>(),
    commands: jsonb().$type<KickCommands>(),
    updatedAt: updatedAt(),
  },
  (t) => [check('kick_settings_single_row', sql`${t.id} = 1`)],
);

/**
 * Every webhook delivery that passed the signature check, once: the unique message id is the replay
 * guard (a second insert conflicts) and the row is the admin's log of what came of it.
 */
export const kickEvents = pgTable(
  'kick_events',
  {
    id: id(),
    messageId: text().notNull(),
    type: text().notNull(),
    kickUserId: text(),
    kickUsername: text(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    outcome: text().notNull(),
    points: bigint({ mode: 'number' }).notNull().default(0),
    detail: text(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('kick_events_message_id_key').on(t.messageId),
    index('kick_events_created_idx').on(t.createdAt),
  ],
);

/**
 * A member's chat earnings today (UTC): the last credited message (the cooldown) and the points of
 * the day (the cap). Updated by one conditional upsert, so two messages at once cannot both pass.
 */
export const kickChatEarnings = pgTable(
  'kick_chat_earnings',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    dayPoints: bigint({ mode: 'number' }).notNull().default(0),
    lastCreditAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [check('kick_chat_earnings_points_non_negative', sql`${t.dayPoints} >= 0`)],
);

/** When each chat command was last answered: its cooldown, shared by every process. */
export const kickCommandUses = pgTable('kick_command_uses', {
  command: text().primaryKey(),
  lastAnsweredAt: timestamp({ withTimezone: true }).notNull(),
});

export type KickSettingsRow = typeof kickSettings.$inferSelect;
export type KickEventRow = typeof kickEvents.$inferSelect;
