DROP INDEX "wager_raffle_winners_prize_key";--> statement-breakpoint
ALTER TABLE "raffle_draws" ADD COLUMN "automatic" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "raffle_winners" ADD COLUMN "claim_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "raffle_winners" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "raffle_winners" ADD COLUMN "claim_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "raffle_winners" ADD COLUMN "unclaimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "raffle_winners" ADD COLUMN "unclaimed_reason" text;--> statement-breakpoint
ALTER TABLE "raffles" ADD COLUMN "claim_window_hours" integer;--> statement-breakpoint
ALTER TABLE "raffles" ADD COLUMN "auto_redraws_allowed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wager_raffle_winners" ADD COLUMN "nonce" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wager_raffle_winners" ADD COLUMN "replaced_user_id" integer;--> statement-breakpoint
ALTER TABLE "wager_raffle_winners" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "wager_raffle_winners" ADD COLUMN "replaced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wager_raffle_winners" ADD COLUMN "claim_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wager_raffle_winners" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wager_raffle_winners" ADD COLUMN "claim_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wager_raffle_winners" ADD COLUMN "unclaimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wager_raffle_winners" ADD COLUMN "unclaimed_reason" text;--> statement-breakpoint
ALTER TABLE "wager_raffles" ADD COLUMN "claim_window_hours" integer;--> statement-breakpoint
ALTER TABLE "wager_raffles" ADD COLUMN "auto_redraws_allowed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wager_raffle_winners" ADD CONSTRAINT "wager_raffle_winners_replaced_user_id_users_id_fk" FOREIGN KEY ("replaced_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "raffle_winners_claim_idx" ON "raffle_winners" USING btree ("claim_deadline") WHERE "raffle_winners"."claim_deadline" is not null and "raffle_winners"."claimed_at" is null and "raffle_winners"."replaced_at" is null and "raffle_winners"."unclaimed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "wager_raffle_winners_nonce_key" ON "wager_raffle_winners" USING btree ("raffle_id","nonce") WHERE "wager_raffle_winners"."nonce" > 0;--> statement-breakpoint
CREATE INDEX "wager_raffle_winners_claim_idx" ON "wager_raffle_winners" USING btree ("claim_deadline") WHERE "wager_raffle_winners"."claim_deadline" is not null and "wager_raffle_winners"."claimed_at" is null and "wager_raffle_winners"."replaced_at" is null and "wager_raffle_winners"."unclaimed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "wager_raffle_winners_prize_key" ON "wager_raffle_winners" USING btree ("prize_id") WHERE "wager_raffle_winners"."replaced_at" is null;--> statement-breakpoint
ALTER TABLE "raffle_winners" ADD CONSTRAINT "raffle_winners_unclaimed_reason" CHECK (("raffle_winners"."unclaimed_at" is null) = ("raffle_winners"."unclaimed_reason" is null));--> statement-breakpoint
ALTER TABLE "raffles" ADD CONSTRAINT "raffles_claim_window_range" CHECK ("raffles"."claim_window_hours" is null or "raffles"."claim_window_hours" between 1 and 168);--> statement-breakpoint
ALTER TABLE "raffles" ADD CONSTRAINT "raffles_auto_redraws_range" CHECK ("raffles"."auto_redraws_allowed" between 0 and 10);--> statement-breakpoint
ALTER TABLE "wager_raffle_winners" ADD CONSTRAINT "wager_raffle_winners_unclaimed_reason" CHECK (("wager_raffle_winners"."unclaimed_at" is null) = ("wager_raffle_winners"."unclaimed_reason" is null));--> statement-breakpoint
ALTER TABLE "wager_raffles" ADD CONSTRAINT "wager_raffles_claim_window_range" CHECK ("wager_raffles"."claim_window_hours" is null or "wager_raffles"."claim_window_hours" between 1 and 168);--> statement-breakpoint
ALTER TABLE "wager_raffles" ADD CONSTRAINT "wager_raffles_auto_redraws_range" CHECK ("wager_raffles"."auto_redraws_allowed" between 0 and 10);