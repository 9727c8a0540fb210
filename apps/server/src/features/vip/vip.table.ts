import { vipRewardTypes } from '@podium/shared/vip/schemas';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns.ts';
import { casinoAccounts } from '../casino-accounts/casino-accounts.table.ts';
import { leaderboardPlatforms } from '../leaderboard/leaderboard.table.ts';
import { users } from '../users/users.table.ts';

export const vipRewardType = pgEnum('vip_reward_type', vipRewardTypes);

/**
 * A VIP tier of one platform (casino): reached at `min_wagered_cents` of lifetime wager there. The
 * reward is cents for 'cash', points for 'points'. A retired tier is hidden from members and cannot be
 * claimed any more; its claims stay. Deleting the platform (and its wagers) deletes its tiers.
 */
export const vipTiers = pgTable(
  'vip_tiers',
  {
    id: id(),
    platformId: integer()
      .notNull()
      .references(() => leaderboardPlatforms.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text().notNull().default(''),
    image: text(),
    minWageredCents: bigint({ mode: 'number' }).notNull(),
    rewardType: vipRewardType().notNull(),
    rewardAmount: bigint({ mode: 'number' }).notNull(),
    sortOrder: integer().notNull().default(0),
    retiredAt: timestamp({ withTimezone: true }),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('vip_tiers_platform_order_idx').on(t.platformId, t.sortOrder),
    check('vip_tiers_min_wagered_non_negative', sql`${t.minWageredCents} >= 0`),
    check('vip_tiers_reward_positive', sql`${t.rewardAmount} > 0`),
  ],
);

/**
 * One claim of a tier by a member. At most one live claim per member and tier: the partial unique
 * index is what makes a double claim impossible. An admin may reopen a claim whose cash payout was
 * rejected (`reopened_at`), which lets the member claim that tier again. The reward is kept as claimed.
 */
export const vipClaims = pgTable(
  'vip_claims',
  {
    id: id(),
    tierId: integer()
      .notNull()
      .references(() => vipTiers.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rewardType: vipRewardType().notNull(),
    rewardAmount: bigint({ mode: 'number' }).notNull(),
    /**
     * The casino account the wager came from (decision 042): a tier is claimed once per account, whoever
     * holds it. Null for a platform without a casino slot, and for claims made before accounts existed
     * that the migration could not match.
     */
    casinoAccountId: integer().references(() => casinoAccounts.id),
    /** The member's lifetime wager on the platform when they claimed, in cents. */
    wageredCents: bigint({ mode: 'number' }).notNull(),
    reopenedAt: timestamp({ withTimezone: true }),
    reopenedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('vip_claims_tier_user_key').on(t.tierId, t.userId).where(sql`${t.reopenedAt} is null`),
    uniqueIndex('vip_claims_tier_account_key')
      .on(t.tierId, t.casinoAccountId)
      .where(sql`${t.reopenedAt} is null and ${t.casinoAccountId} is not null`),
    index('vip_claims_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);
