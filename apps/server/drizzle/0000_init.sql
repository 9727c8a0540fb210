CREATE TYPE "public"."leaderboard_timeframe" AS ENUM('weekly', 'biweekly', 'monthly', 'custom');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('Member', 'VIP', 'Moderator', 'Admin');--> statement-breakpoint
CREATE TABLE "affiliates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "affiliates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"logo_url" text DEFAULT '' NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"benefits" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"redirect_url" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leaderboard_periods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "leaderboard_periods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"platform_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leaderboard_periods_end_after_start" CHECK ("leaderboard_periods"."ends_at" > "leaderboard_periods"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "leaderboard_platforms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "leaderboard_platforms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"timeframe" "leaderboard_timeframe" DEFAULT 'monthly' NOT NULL,
	"currency_symbol" text DEFAULT '$' NOT NULL,
	"prizes_cents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_paused" boolean DEFAULT false NOT NULL,
	"pause_message" text DEFAULT '' NOT NULL,
	"provider" text DEFAULT 'demo' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_settings_single_row" CHECK ("site_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"discord_id" text,
	"username" text NOT NULL,
	"name" text,
	"email" text,
	"avatar" text,
	"role" "user_role" DEFAULT 'Member' NOT NULL,
	"bio" text,
	"crypto" text,
	"crypto2" text,
	"crypto3" text,
	"twitter_user" text,
	"instagram_user" text,
	"youtube_user" text,
	"tiktok_user" text,
	"kick_username" text,
	"kick_user_id" text,
	"points" integer DEFAULT 0 NOT NULL,
	"xp" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_active_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_points_non_negative" CHECK ("users"."points" >= 0),
	CONSTRAINT "users_xp_non_negative" CHECK ("users"."xp" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wagers" (
	"period_id" integer NOT NULL,
	"player_key" text NOT NULL,
	"display_name" text NOT NULL,
	"avatar_url" text,
	"favorite_game_title" text,
	"wagered_cents" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wagers_period_id_player_key_pk" PRIMARY KEY("period_id","player_key"),
	CONSTRAINT "wagers_non_negative" CHECK ("wagers"."wagered_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "leaderboard_periods" ADD CONSTRAINT "leaderboard_periods_platform_id_leaderboard_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."leaderboard_platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wagers" ADD CONSTRAINT "wagers_period_id_leaderboard_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."leaderboard_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "leaderboard_periods_platform_start_key" ON "leaderboard_periods" USING btree ("platform_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "leaderboard_platforms_slug_key" ON "leaderboard_platforms" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_key" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_discord_id_key" ON "users" USING btree ("discord_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_kick_user_id_key" ON "users" USING btree ("kick_user_id");--> statement-breakpoint
CREATE INDEX "users_points_idx" ON "users" USING btree ("points");--> statement-breakpoint
CREATE INDEX "wagers_period_wagered_idx" ON "wagers" USING btree ("period_id","wagered_cents" DESC NULLS LAST);