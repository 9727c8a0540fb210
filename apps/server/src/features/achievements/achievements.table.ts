import { achievementCategories, achievementCriteria } from '@podium/shared/achievements/schemas';
import {
  bigint,
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns.ts';
import { users } from '../users/users.table.ts';

export const achievementCategory = pgEnum('achievement_category', achievementCategories);
export const achievementCriterion = pgEnum('achievement_criterion', achievementCriteria);

/** The catalogue admins edit; `criterion` + `threshold` say what unlocks each one automatically. */
export const achievements = pgTable(
  'achievements',
  {
    id: id(),
    key: text().notNull(),
    title: text().notNull(),
    description: text().notNull().default(''),
    category: achievementCategory().notNull(),
    icon: text().notNull().default(''),
    criterion: achievementCriterion().notNull().default('manual'),
    /** Compared with counters as wide as the points (points earned is bigint): as wide as they are. */
    threshold: bigint({ mode: 'number' }).notNull().default(0),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('achievements_key_key').on(t.key)],
);

/** Each unlock is recorded once (primary key), whatever fires it how often. */
export const userAchievements = pgTable(
  'user_achievements',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    achievementId: integer()
      .notNull()
      .references(() => achievements.id, { onDelete: 'cascade' }),
    unlockedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.achievementId] }),
    index('user_achievements_achievement_idx').on(t.achievementId),
  ],
);

export const badges = pgTable('badges', {
  id: id(),
  name: text().notNull(),
  icon: text().notNull(),
  description: text().notNull().default(''),
  createdAt: createdAt(),
});

export const userBadges = pgTable(
  'user_badges',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    badgeId: integer()
      .notNull()
      .references(() => badges.id, { onDelete: 'cascade' }),
    grantedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    grantedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.badgeId] })],
);
