CREATE TABLE "wager_feed_connections" (
	"platform_id" integer PRIMARY KEY NOT NULL,
	"account_id" text,
	"key_ciphertext" text,
	"key_last4" text,
	"next_sync_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_call_at" timestamp with time zone,
	"calls" integer DEFAULT 0 NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_success_at" timestamp with time zone,
	"last_error_at" timestamp with time zone,
	"last_error" text,
	"last_rows" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wager_feed_connections_failures_non_negative" CHECK ("wager_feed_connections"."failures" >= 0),
	CONSTRAINT "wager_feed_connections_rows_non_negative" CHECK ("wager_feed_connections"."last_rows" >= 0)
);
--> statement-breakpoint
ALTER TABLE "wager_feed_connections" ADD CONSTRAINT "wager_feed_connections_platform_id_leaderboard_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."leaderboard_platforms"("id") ON DELETE cascade ON UPDATE no action;