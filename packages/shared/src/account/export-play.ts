import { z } from '../common/zod.ts';
import { count, maybe, when } from './export-fields.ts';

/** Raffles, brackets and hunts: entries, picks, wins and what was paid for them. */
export const playSections = {
  raffle_entries: z.array(
    z.object({
      id: count,
      raffle_id: count,
      raffle: z.string(),
      entry_type: z.string(),
      points_spent: count,
      removed_at: maybe,
      created_at: when,
    }),
  ),
  raffle_wins: z.array(
    z.object({
      raffle_id: count,
      raffle: z.string(),
      position: count,
      ticket_index: count,
      replaced_at: maybe,
      /** Why a re-draw replaced them, as the admin gave it. */
      replaced_reason: maybe,
      created_at: when,
    }),
  ),
  raffle_prizes: z.array(
    z.object({
      raffle_id: count,
      raffle: z.string(),
      position: count,
      prize_type: z.string(),
      amount: count.nullable(),
      taken_back_at: maybe,
      created_at: when,
    }),
  ),
  /** The masked name each drawn raffle's published list shows them by. */
  raffle_published_names: z.array(z.object({ raffle_id: count, raffle: z.string(), name: z.string() })),
  wager_raffle_tickets: z.array(
    z.object({
      raffle_id: count,
      raffle: z.string(),
      first_ticket: count,
      last_ticket: count,
      wagered_cents: count,
    }),
  ),
  wager_raffle_wins: z.array(
    z.object({
      raffle_id: count,
      raffle: z.string(),
      ticket_number: count,
      prize_type: z.string(),
      amount: count.nullable(),
      description: z.string(),
      handed_over_at: maybe,
      /** With a claim window (decision 064): when the member claimed it. */
      claimed_at: maybe,
      /** Re-drawn to another member (not claimed in time): no longer this member's prize. */
      replaced_at: maybe,
      created_at: when,
    }),
  ),
  tournament_predictions: z.array(
    z.object({
      tournament_id: count,
      tournament: z.string(),
      saved_at: when,
      picks: z.array(
        z.object({
          match_id: count,
          round: count,
          match_number: count,
          /** The slot picked to win: its name as picked and its seed (its place in round 1). */
          winner_name: z.string(),
          winner_seed: count,
          outcome: z.enum(['correct', 'wrong', 'not decided']),
        }),
      ),
    }),
  ),
  tournament_payouts: z.array(
    z.object({
      tournament_id: count,
      tournament: z.string(),
      correct: count,
      perfect: z.boolean(),
      points: count,
      xp: count,
      updated_at: when,
    }),
  ),
  /** The bracket slots they called (the member a slot stands for). */
  tournament_slots: z.array(
    z.object({
      tournament_id: count,
      tournament: z.string(),
      round: count,
      match_number: count,
      slot_name: maybe,
      multiplier: count.nullable(),
      won: z.boolean().nullable(),
    }),
  ),
  bonus_hunt_predictions: z.array(
    z.object({
      hunt_id: count,
      hunt: z.string(),
      end_balance_cents: count,
      highest_multiplier: count,
      highest_multiplier_game: z.string(),
      submitted_at: when,
    }),
  ),
  bonus_hunt_payouts: z.array(
    z.object({
      hunt_id: count,
      hunt: z.string(),
      categories: z.array(z.string()),
      points: count,
      xp: count,
      updated_at: when,
    }),
  ),
  /** Points staked on predictions (issue 29): the outcome backed, the stake and what settling paid. */
  points_predictions: z.array(
    z.object({
      prediction_id: count,
      prediction: z.string(),
      outcome: z.string(),
      staked: count,
      status: z.string(),
      paid: count.nullable(),
      staked_at: when,
    }),
  ),
  /** Slots requested (issue 29): what each cost, whether it was refunded, and its result when played. */
  slot_requests: z.array(
    z.object({
      slot: z.string(),
      status: z.string(),
      source: z.string(),
      cost: count,
      refunded: z.boolean(),
      multiplier: count.nullable(),
      win: count.nullable(),
      reward: count.nullable(),
      requested_at: when,
    }),
  ),
  /** Slot challenge claims (issue 29): the proof sent, the account played on, and the review. */
  slot_challenge_claims: z.array(
    z.object({
      challenge_id: count,
      game: z.string(),
      casino_username: z.string(),
      bet_url: z.string().nullable(),
      image_url: z.string().nullable(),
      status: z.string(),
      place: count.nullable(),
      reason: z.string().nullable(),
      claimed_at: when,
      decided_at: when.nullable(),
    }),
  ),
};
