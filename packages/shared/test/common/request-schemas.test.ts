import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { affiliateInputSchema, reorderSchema } from '../../src/affiliates/schemas.ts';
import { devLoginSchema, usernameParamSchema } from '../../src/common/user.ts';
import {
  friendRequestInputSchema,
  friendRequestsQuerySchema,
  friendSearchQuerySchema,
} from '../../src/friends/schemas.ts';
import { periodEndSchema, periodInputSchema, platformInputSchema } from '../../src/leaderboard/schemas.ts';
import {
  achievementInputSchema,
  adminAchievementGrantSchema,
  adminBadgeGrantSchema,
  adminPointsAdjustmentSchema,
  adminRoleSchema,
  adminUsersQuerySchema,
  badgeInputSchema,
} from '../../src/members/schemas.ts';
import { pointsHistoryQuerySchema } from '../../src/points/schemas.ts';
import { bioUpdateSchema, casinoUpdateSchema, socialUpdateSchema } from '../../src/profile/schemas.ts';
import { siteSettingsSchema } from '../../src/site-settings/schemas.ts';
import { defaultTheme } from '../../src/site-settings/theme-rules.ts';
import { queueQuerySchema, storeItemInputSchema } from '../../src/store/schemas.ts';

/** Every JSON request body schema with one valid body. */
const bodies: [string, z.ZodType, Record<string, unknown>][] = [
  [
    'affiliate',
    affiliateInputSchema,
    {
      name: 'Stake',
      logo_url: '/logo.png',
      code: 'POD',
      benefits: ['10% back'],
      redirect_url: 'https://stake.com',
    },
  ],
  ['reorder', reorderSchema, { ids: [2, 1] }],
  ['friend request', friendRequestInputSchema, { user_id: 5 }],
  [
    'leaderboard',
    platformInputSchema,
    {
      slug: 'stake',
      name: 'Stake',
      timeframe: 'monthly',
      currency_symbol: '$',
      prizes: [100.5],
      is_paused: true,
      pause_message: 'Back soon',
    },
  ],
  ['period end', periodEndSchema, { ends_at: '2030-01-01T00:00:00Z' }],
  ['new period', periodInputSchema, { starts_at: '2029-12-01T00:00:00Z', ends_at: '2030-01-01T00:00:00Z' }],
  ['points adjustment', adminPointsAdjustmentSchema, { amount: 50, reason: 'Giveaway win' }],
  ['role', adminRoleSchema, { role: 'VIP' }],
  ['badge', badgeInputSchema, { name: 'OG', icon: 'star', description: 'Day one' }],
  ['badge grant', adminBadgeGrantSchema, { badge_id: 3 }],
  ['achievement grant', adminAchievementGrantSchema, { achievement_id: 3 }],
  [
    'achievement',
    achievementInputSchema,
    {
      title: 'Social',
      description: 'Ten friends',
      category: 'social',
      icon: '',
      criterion: 'friends',
      threshold: 10,
      is_active: true,
    },
  ],
  ['bio', bioUpdateSchema, { bio: 'Slots\nand chill' }],
  ['casino', casinoUpdateSchema, { crypto: 'a', crypto2: 'b', crypto3: null }],
  [
    'social',
    socialUpdateSchema,
    { twitter_user: 'rick', instagram_user: null, youtube_user: null, tiktok_user: null },
  ],
  [
    'site settings',
    siteSettingsSchema,
    {
      site_name: 'Podium',
      site_description: 'Hi',
      casino: { crypto1_label: 'A', crypto2_label: 'B', crypto3_label: 'C' },
      affiliate_url: '',
      stream_channel: 'pod',
      socials: { youtube: '', instagram: '', kick: '', discord: '', twitter: '' },
      theme: defaultTheme,
    },
  ],
  [
    'store item',
    storeItemInputSchema,
    {
      name: 'Cap',
      description: 'A cap',
      image: null,
      cost: 100,
      quantity: 5,
      max_purchases_per_user: null,
      is_active: true,
    },
  ],
  ['dev login', devLoginSchema, { username: 'rick' }],
];

/** Every string leaf of a body, as a path. */
function stringPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringPaths(v, [...path, i]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => stringPaths(v, [...path, k]));
  }
  return [];
}

function withValue(body: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let at = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  at[path.at(-1)!] = value;
  return copy;
}

describe.each(bodies)('%s request body', (_name, schema, valid) => {
  it('takes the valid body', () => {
    expect(schema.safeParse(valid).error?.issues).toBeUndefined();
  });

  it('is strict: an unknown key is refused, not dropped', () => {
    expect(schema.safeParse({ ...valid, is_admin: true }).success).toBe(false);
  });

  it('refuses NUL, ESC and a bidi override in every text field', () => {
    for (const path of stringPaths(valid)) {
      for (const bad of ['a\u0000b', 'a\u001b[2Jb', 'ab\u202ecd']) {
        const result = schema.safeParse(withValue(valid, path, bad));
        expect(result.success, `${path.join('.')} = ${JSON.stringify(bad)}`).toBe(false);
      }
    }
  });

  it('refuses a boolean, a string of digits or an array where it takes a number', () => {
    const numbers = Object.entries(valid).filter(([, v]) => typeof v === 'number');
    for (const [key] of numbers) {
      for (const bad of [true, '5', [5], 2 ** 53]) {
        expect(schema.safeParse({ ...valid, [key]: bad }).success, `${key} = ${String(bad)}`).toBe(false);
      }
    }
  });
});

describe('request query strings and path segments', () => {
  it('refuses `{"user_id": true}` instead of reading it as member 1', () => {
    expect(friendRequestInputSchema.safeParse({ user_id: true }).success).toBe(false);
  });

  it('parse numbers from digits only', () => {
    expect(queueQuerySchema.parse({ page: '2', item_id: '7', status: 'pending' })).toEqual({
      page: 2,
      item_id: 7,
      status: 'pending',
    });
    for (const query of [{ page: '1e3' }, { page: '0' }, { item_id: '2147483648' }, { page: ['1', '2'] }]) {
      expect(queueQuerySchema.safeParse(query).success, JSON.stringify(query)).toBe(false);
    }
    expect(adminUsersQuerySchema.parse({})).toEqual({ query: '', page: 1 });
    expect(adminUsersQuerySchema.safeParse({ page: '100001' }).success).toBe(false);
    expect(pointsHistoryQuerySchema.safeParse({ before: 'true' }).success).toBe(false);
    expect(friendRequestsQuerySchema.parse({ before: '9' })).toEqual({ before: 9 });
  });

  it('refuses control characters and over-long search text', () => {
    expect(friendSearchQuerySchema.safeParse({ query: 'ri\u0000ck' }).success).toBe(false);
    expect(adminUsersQuerySchema.safeParse({ query: 'ri\u0000ck' }).success).toBe(false);
    expect(friendSearchQuerySchema.safeParse({ query: 'x'.repeat(101) }).success).toBe(false);
    expect(friendSearchQuerySchema.parse({ query: '  rick ' })).toEqual({ query: 'rick' });
  });

  it('reads a username path segment as it is, refusing what no username can be', () => {
    expect(usernameParamSchema.parse('rick.g')).toBe('rick.g');
    for (const bad of ['a\u0000b', '', 'x'.repeat(101), 'a\u202eb']) {
      expect(usernameParamSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
