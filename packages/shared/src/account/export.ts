import { z } from '../common/zod.ts';
import { count, maybe, when } from './export-fields.ts';
import { playSections } from './export-play.ts';

/** The member's own account and what they did with it. */
const accountSections = {
  profile: z.object({
    id: count,
    username: z.string(),
    name: maybe,
    email: maybe,
    avatar: maybe,
    role: z.string(),
    bio: maybe,
    casino_usernames: z.array(maybe),
    socials: z.object({ twitter: maybe, instagram: maybe, youtube: maybe, tiktok: maybe }),
    kick_username: maybe,
    kick_user_id: maybe,
    points: count,
    points_earned: count,
    xp: count,
    created_at: when,
    last_active_at: when,
  }),
  points_history: z.array(
    z.object({
      id: count,
      amount: count,
      xp: count,
      kind: z.string(),
      reason: z.string(),
      balance_after: count,
      created_at: when,
    }),
  ),
  purchases: z.array(
    z.object({
      id: count,
      item: z.string(),
      cost: count,
      status: z.string(),
      processed_at: maybe,
      refunded_at: maybe,
      created_at: when,
    }),
  ),
  tickets: z.array(
    z.object({
      id: count,
      category: z.string(),
      subject: z.string(),
      status: z.string(),
      closed_at: maybe,
      created_at: when,
      messages: z.array(z.object({ from_staff: z.boolean(), body: z.string(), created_at: when })),
    }),
  ),
  contact_messages: z.array(
    z.object({
      name: z.string(),
      email: z.string(),
      subject: z.string(),
      message: z.string(),
      replied_at: maybe,
      created_at: when,
    }),
  ),
  vip_claims: z.array(
    z.object({
      id: count,
      tier: z.string(),
      reward_type: z.string(),
      reward_amount: count,
      wagered_cents: count,
      reopened_at: maybe,
      created_at: when,
    }),
  ),
  payouts: z.array(
    z.object({
      id: count,
      source: z.string(),
      amount_cents: count,
      description: z.string(),
      status: z.string(),
      created_at: when,
    }),
  ),
  /** Both directions: requests they sent and received (pending) and accepted friendships. */
  friends: z.array(
    z.object({
      username: z.string(),
      direction: z.enum(['sent', 'received']),
      status: z.string(),
      requested_at: when,
      accepted_at: maybe,
    }),
  ),
  achievements: z.array(z.object({ achievement: z.string(), description: z.string(), unlocked_at: when })),
  badges: z.array(z.object({ badge: z.string(), description: z.string(), granted_at: when })),
  casino_accounts: z.array(
    z.object({
      slot: count,
      username: z.string(),
      status: z.string(),
      refusal_reason: maybe,
      linked_at: maybe,
      created_at: when,
    }),
  ),
  kick_events: z.array(
    z.object({
      type: z.string(),
      kick_username: maybe,
      outcome: z.string(),
      points: count,
      detail: maybe,
      created_at: when,
    }),
  ),
  notifications: z.array(
    z.object({ kind: z.string(), text: z.string(), link: z.string(), created_at: when, read_at: maybe }),
  ),
  notification_settings: z.object({ email_wins: z.boolean() }),
};

/**
 * GET /api/r/account/export: the member's own data, saved by the browser as a JSON file (decisions 023,
 * 052). Every list holds the member's own rows only, oldest first. Staff are never named; other
 * members only where the row is about the two of them (a friendship names the friend's username).
 */
export const accountExportSchema = z.object({ exported_at: when, ...accountSections, ...playSections });
export type AccountExport = z.infer<typeof accountExportSchema>;
/** The download's sections: everything but the time it was made. */
export type AccountExportSection = Exclude<keyof AccountExport, 'exported_at'>;
