CREATE TYPE "public"."payout_source" AS ENUM('vip_reward', 'wager_raffle_prize');--> statement-breakpoint
CREATE TYPE "public"."payout_status" AS ENUM('pending', 'paid', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."vip_reward_type" AS ENUM('cash', 'points');--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"source" "payout_source" NOT NULL,
	"source_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"description" text NOT NULL,
	"platform_id" integer,
	"casino_username" text,
	"status" "payout_status" DEFAULT 'pending' NOT NULL,
	"reference" text,
	"reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_amount_positive" CHECK ("payouts"."amount_cents" > 0),
	CONSTRAINT "payouts_decision_recorded" CHECK (("payouts"."status" = 'pending' and "payouts"."decided_at" is null) or ("payouts"."status" = 'paid' and "payouts"."decided_at" is not null and "payouts"."reference" is not null) or ("payouts"."status" = 'rejected' and "payouts"."decided_at" is not null and "payouts"."reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "vip_claims" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vip_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tier_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"reward_type" "vip_reward_type" NOT NULL,
	"reward_amount" bigint NOT NULL,
	"wagered_cents" bigint NOT NULL,
	"reopened_at" timestamp with time zone,
	"reopened_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_tiers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vip_tiers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"platform_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text,
	"min_wagered_cents" bigint NOT NULL,
	"reward_type" "vip_reward_type" NOT NULL,
	"reward_amount" bigint NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"retired_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_tiers_min_wagered_non_negative" CHECK ("vip_tiers"."min_wagered_cents" >= 0),
	CONSTRAINT "vip_tiers_reward_positive" CHECK ("vip_tiers"."reward_amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "leaderboard_platforms" ADD COLUMN "image" text;--> statement-breakpoint
ALTER TABLE "leaderboard_platforms" ADD COLUMN "casino_slot" smallint;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_platform_id_leaderboard_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."leaderboard_platforms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_claims" ADD CONSTRAINT "vip_claims_tier_id_vip_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."vip_tiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_claims" ADD CONSTRAINT "vip_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_claims" ADD CONSTRAINT "vip_claims_reopened_by_users_id_fk" FOREIGN KEY ("reopened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_tiers" ADD CONSTRAINT "vip_tiers_platform_id_leaderboard_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."leaderboard_platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_tiers" ADD CONSTRAINT "vip_tiers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_tiers" ADD CONSTRAINT "vip_tiers_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_source_key" ON "payouts" USING btree ("source","source_id");--> statement-breakpoint
CREATE INDEX "payouts_status_idx" ON "payouts" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "payouts_user_idx" ON "payouts" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "vip_claims_tier_user_key" ON "vip_claims" USING btree ("tier_id","user_id") WHERE "vip_claims"."reopened_at" is null;--> statement-breakpoint
CREATE INDEX "vip_claims_user_idx" ON "vip_claims" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vip_tiers_platform_order_idx" ON "vip_tiers" USING btree ("platform_id","sort_order");--> statement-breakpoint
ALTER TABLE "leaderboard_platforms" ADD CONSTRAINT "leaderboard_platforms_casino_slot_range" CHECK ("leaderboard_platforms"."casino_slot" between 1 and 3);