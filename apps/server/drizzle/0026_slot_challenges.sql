ALTER TYPE "public"."payout_source" ADD VALUE 'slot_challenge';--> statement-breakpoint
CREATE TABLE "slot_challenge_claims" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "slot_challenge_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"challenge_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"casino_account_id" integer NOT NULL,
	"casino_username" text NOT NULL,
	"bet_url" text,
	"image_url" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"place" integer,
	"reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slot_challenge_claims_proof" CHECK ("slot_challenge_claims"."bet_url" is not null or "slot_challenge_claims"."image_url" is not null),
	CONSTRAINT "slot_challenge_claims_status_known" CHECK ("slot_challenge_claims"."status" in ('pending', 'approved', 'refused')),
	CONSTRAINT "slot_challenge_claims_decision" CHECK (("slot_challenge_claims"."status" = 'pending' and "slot_challenge_claims"."decided_at" is null and "slot_challenge_claims"."place" is null) or ("slot_challenge_claims"."status" = 'approved' and "slot_challenge_claims"."place" is not null and "slot_challenge_claims"."decided_at" is not null) or ("slot_challenge_claims"."status" = 'refused' and "slot_challenge_claims"."reason" is not null and "slot_challenge_claims"."decided_at" is not null and "slot_challenge_claims"."place" is null))
);
--> statement-breakpoint
CREATE TABLE "slot_challenges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "slot_challenges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"game" text NOT NULL,
	"min_multiplier" numeric(12, 2) NOT NULL,
	"min_bet_cents" bigint NOT NULL,
	"prize_kind" text NOT NULL,
	"prize_cents" bigint,
	"prize_points" bigint,
	"prize_text" text,
	"platform_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"places" integer NOT NULL,
	"places_taken" integer DEFAULT 0 NOT NULL,
	"closed_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slot_challenges_places" CHECK ("slot_challenges"."places" >= 1 and "slot_challenges"."places_taken" between 0 and "slot_challenges"."places"),
	CONSTRAINT "slot_challenges_window" CHECK ("slot_challenges"."ends_at" > "slot_challenges"."starts_at"),
	CONSTRAINT "slot_challenges_targets" CHECK ("slot_challenges"."min_multiplier" > 0 and "slot_challenges"."min_bet_cents" >= 0),
	CONSTRAINT "slot_challenges_prize" CHECK (("slot_challenges"."prize_kind" = 'cash' and "slot_challenges"."prize_cents" > 0) or ("slot_challenges"."prize_kind" = 'points' and "slot_challenges"."prize_points" > 0) or ("slot_challenges"."prize_kind" = 'custom' and "slot_challenges"."prize_text" is not null))
);
--> statement-breakpoint
ALTER TABLE "slot_challenge_claims" ADD CONSTRAINT "slot_challenge_claims_challenge_id_slot_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."slot_challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_challenge_claims" ADD CONSTRAINT "slot_challenge_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_challenge_claims" ADD CONSTRAINT "slot_challenge_claims_casino_account_id_casino_accounts_id_fk" FOREIGN KEY ("casino_account_id") REFERENCES "public"."casino_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_challenge_claims" ADD CONSTRAINT "slot_challenge_claims_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_challenges" ADD CONSTRAINT "slot_challenges_platform_id_leaderboard_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."leaderboard_platforms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_challenges" ADD CONSTRAINT "slot_challenges_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "slot_challenge_claims_pending_key" ON "slot_challenge_claims" USING btree ("challenge_id","user_id") WHERE "slot_challenge_claims"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "slot_challenge_claims_place_key" ON "slot_challenge_claims" USING btree ("challenge_id","place");--> statement-breakpoint
CREATE INDEX "slot_challenge_claims_queue_idx" ON "slot_challenge_claims" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "slot_challenges_ends_idx" ON "slot_challenges" USING btree ("ends_at" DESC NULLS LAST);