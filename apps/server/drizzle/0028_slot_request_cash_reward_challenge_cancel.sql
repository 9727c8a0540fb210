ALTER TYPE "public"."payout_source" ADD VALUE 'slot_request';--> statement-breakpoint
ALTER TABLE "slot_challenges" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "slot_request_settings" ADD COLUMN "reward_kind" text DEFAULT 'points' NOT NULL;--> statement-breakpoint
ALTER TABLE "slot_request_settings" ADD COLUMN "reward_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "slot_requests" ADD COLUMN "reward_cents" bigint;--> statement-breakpoint
ALTER TABLE "slot_request_settings" ADD CONSTRAINT "slot_request_settings_reward_kind_known" CHECK ("slot_request_settings"."reward_kind" in ('points', 'cash'));