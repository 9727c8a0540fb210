CREATE TYPE "public"."leaderboard_standing_status" AS ENUM('none', 'queued', 'unmatched', 'held', 'skipped');--> statement-breakpoint
ALTER TYPE "public"."payout_source" ADD VALUE 'leaderboard_prize';--> statement-breakpoint
CREATE TABLE "leaderboard_standings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "leaderboard_standings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"period_id" integer NOT NULL,
	"rank" integer NOT NULL,
	"display_name" text NOT NULL,
	"player_key" text NOT NULL,
	"avatar_url" text,
	"favorite_game_title" text,
	"wagered_cents" bigint NOT NULL,
	"prize_cents" bigint DEFAULT 0 NOT NULL,
	"status" "leaderboard_standing_status" DEFAULT 'none' NOT NULL,
	"user_id" integer,
	"casino_account_id" integer,
	"reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leaderboard_standings_prize" CHECK (("leaderboard_standings"."prize_cents" > 0) = ("leaderboard_standings"."status" <> 'none')),
	CONSTRAINT "leaderboard_standings_matched" CHECK (("leaderboard_standings"."status" = 'queued') = ("leaderboard_standings"."user_id" is not null)),
	CONSTRAINT "leaderboard_standings_reason" CHECK ("leaderboard_standings"."status" not in ('skipped', 'held') or "leaderboard_standings"."reason" is not null)
);
--> statement-breakpoint
ALTER TABLE "leaderboard_periods" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leaderboard_periods" ADD COLUMN "closings" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "leaderboard_standings" ADD CONSTRAINT "leaderboard_standings_period_id_leaderboard_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."leaderboard_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_standings" ADD CONSTRAINT "leaderboard_standings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_standings" ADD CONSTRAINT "leaderboard_standings_casino_account_id_casino_accounts_id_fk" FOREIGN KEY ("casino_account_id") REFERENCES "public"."casino_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_standings" ADD CONSTRAINT "leaderboard_standings_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "leaderboard_standings_period_rank_key" ON "leaderboard_standings" USING btree ("period_id","rank");--> statement-breakpoint
CREATE INDEX "leaderboard_standings_open_idx" ON "leaderboard_standings" USING btree ("status") WHERE "leaderboard_standings"."status" in ('unmatched', 'held');--> statement-breakpoint
CREATE INDEX "leaderboard_standings_user_idx" ON "leaderboard_standings" USING btree ("user_id") WHERE "leaderboard_standings"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "leaderboard_periods_open_idx" ON "leaderboard_periods" USING btree ("ends_at") WHERE "leaderboard_periods"."closed_at" is null;--> statement-breakpoint
-- Hand-written (decision 063): periods that ended before this upgrade were paid outside the site. They
-- close here with their standings frozen and their prize ranks skipped, so the job never queues payouts
-- (or announces winners) for months already settled by hand.
INSERT INTO "leaderboard_standings" ("period_id", "rank", "display_name", "player_key", "avatar_url", "favorite_game_title", "wagered_cents", "prize_cents", "status", "reason")
SELECT r."period_id", r."rank", r."display_name", r."player_key", r."avatar_url", r."favorite_game_title", r."wagered_cents",
	coalesce(r."prize", 0),
	(CASE WHEN coalesce(r."prize", 0) > 0 THEN 'skipped' ELSE 'none' END)::"leaderboard_standing_status",
	CASE WHEN coalesce(r."prize", 0) > 0 THEN 'Ended before leaderboard prizes were paid through the site' END
FROM (
	SELECT w."period_id", w."display_name", w."player_key", w."avatar_url", w."favorite_game_title", w."wagered_cents",
		row_number() OVER (PARTITION BY w."period_id" ORDER BY w."wagered_cents" DESC, lower(w."display_name"), w."player_key")::integer AS "rank",
		CASE WHEN jsonb_typeof(pl."prizes_cents" -> ((row_number() OVER (PARTITION BY w."period_id" ORDER BY w."wagered_cents" DESC, lower(w."display_name"), w."player_key"))::integer - 1)) = 'number'
			THEN greatest(0, (pl."prizes_cents" ->> ((row_number() OVER (PARTITION BY w."period_id" ORDER BY w."wagered_cents" DESC, lower(w."display_name"), w."player_key"))::integer - 1))::numeric)::bigint END AS "prize"
	FROM "wagers" w
	JOIN "leaderboard_periods" p ON p."id" = w."period_id"
	JOIN "leaderboard_platforms" pl ON pl."id" = p."platform_id"
	WHERE p."ends_at" <= now()
) r;--> statement-breakpoint
UPDATE "leaderboard_periods" SET "closed_at" = now(), "closings" = 1 WHERE "ends_at" <= now();
