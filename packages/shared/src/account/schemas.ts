import { text } from '../common/text.ts';
import { z } from '../common/zod.ts';
import { accountErrors } from './errors.ts';

/**
 * A deleted member (decision 023): the row stays (marked `deleted_at`), so the ledger, raffle tickets
 * and draws keep their member, but every personal field is cleared and the username becomes this
 * neutral, numbered name, which is what lists show. No sign-in produces it (Discord usernames have no
 * spaces or '#').
 */
export const DELETED_MEMBER_NAME = 'Deleted member';
export const deletedUsername = (id: number) => `${DELETED_MEMBER_NAME} #${id}`;

export const accountMessages = {
  deleted: 'Your account has been deleted.',
  confirmMismatch: accountErrors.confirmMismatch.message,
  lastAdmin: accountErrors.lastAdmin.message,
  deleteFailed: 'Failed to delete your account',
} as const;

/** POST /api/r/account/delete: the member types their username to confirm. */
export const accountDeleteSchema = z.strictObject({
  confirm_username: text({ max: 100, min: 1 }),
});
export type AccountDeleteInput = z.infer<typeof accountDeleteSchema>;

const when = z.string();
const maybe = z.string().nullable();

/**
 * GET /api/r/account/export: the member's own data, saved by the browser as a JSON file (decision 023).
 * Every list holds the member's own rows only, oldest first; nothing names staff or other members.
 */
export const accountExportSchema = z.object({
  exported_at: when,
  profile: z.object({
    id: z.number(),
    username: z.string(),
    name: maybe,
    email: maybe,
    avatar: maybe,
    role: z.string(),
    bio: maybe,
    casino_usernames: z.array(maybe),
    socials: z.object({ twitter: maybe, instagram: maybe, youtube: maybe, tiktok: maybe }),
    kick_username: maybe,
    points: z.number(),
    points_earned: z.number(),
    xp: z.number(),
    created_at: when,
    last_active_at: when,
  }),
  points_history: z.array(
    z.object({
      id: z.number(),
      amount: z.number(),
      xp: z.number(),
      kind: z.string(),
      reason: z.string(),
      balance_after: z.number(),
      created_at: when,
    }),
  ),
  raffle_entries: z.array(
    z.object({
      id: z.number(),
      raffle_id: z.number(),
      raffle: z.string(),
      entry_type: z.string(),
      points_spent: z.number(),
      removed_at: maybe,
      created_at: when,
    }),
  ),
  purchases: z.array(
    z.object({
      id: z.number(),
      item: z.string(),
      cost: z.number(),
      status: z.string(),
      processed_at: maybe,
      refunded_at: maybe,
      created_at: when,
    }),
  ),
  tickets: z.array(
    z.object({
      id: z.number(),
      category: z.string(),
      subject: z.string(),
      status: z.string(),
      closed_at: maybe,
      created_at: when,
      messages: z.array(z.object({ from_staff: z.boolean(), body: z.string(), created_at: when })),
    }),
  ),
  vip_claims: z.array(
    z.object({
      id: z.number(),
      tier: z.string(),
      reward_type: z.string(),
      reward_amount: z.number(),
      wagered_cents: z.number(),
      reopened_at: maybe,
      created_at: when,
    }),
  ),
  payouts: z.array(
    z.object({
      id: z.number(),
      source: z.string(),
      amount_cents: z.number(),
      description: z.string(),
      status: z.string(),
      created_at: when,
    }),
  ),
  tournament_predictions: z.array(
    z.object({
      tournament_id: z.number(),
      tournament: z.string(),
      saved_at: when,
      picks: z.array(z.object({ match_id: z.number(), winner_name: z.string() })),
    }),
  ),
  bonus_hunt_predictions: z.array(
    z.object({
      hunt_id: z.number(),
      hunt: z.string(),
      end_balance_cents: z.number(),
      highest_multiplier: z.number(),
      highest_multiplier_game: z.string(),
      submitted_at: when,
    }),
  ),
  raffle_wins: z.array(
    z.object({
      raffle_id: z.number(),
      raffle: z.string(),
      position: z.number(),
      ticket_index: z.number(),
      replaced_at: maybe,
      created_at: when,
    }),
  ),
  wager_raffle_tickets: z.array(
    z.object({
      raffle_id: z.number(),
      raffle: z.string(),
      first_ticket: z.number(),
      last_ticket: z.number(),
      wagered_cents: z.number(),
    }),
  ),
  wager_raffle_wins: z.array(
    z.object({
      raffle_id: z.number(),
      raffle: z.string(),
      ticket_number: z.number(),
      prize_type: z.string(),
      amount: z.number().nullable(),
      description: z.string(),
      handed_over_at: maybe,
      created_at: when,
    }),
  ),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
