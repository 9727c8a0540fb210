CREATE TABLE "announcement_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"discord_webhook_url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcement_settings_single_row" CHECK ("announcement_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "announcements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"content" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcements_content_length" CHECK (char_length("announcements"."content") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "kick_chat_earnings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"day_points" bigint DEFAULT 0 NOT NULL,
	"last_credit_at" timestamp with time zone NOT NULL,
	CONSTRAINT "kick_chat_earnings_points_non_negative" CHECK ("kick_chat_earnings"."day_points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "kick_command_uses" (
	"command" text PRIMARY KEY NOT NULL,
	"last_answered_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kick_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kick_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"message_id" text NOT NULL,
	"type" text NOT NULL,
	"kick_user_id" text,
	"kick_username" text,
	"user_id" integer,
	"outcome" text NOT NULL,
	"points" bigint DEFAULT 0 NOT NULL,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kick_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"channel_slug" text,
	"broadcaster_user_id" text,
	"is_live" boolean DEFAULT false NOT NULL,
	"live_changed_at" timestamp with time zone,
	"subscribed_at" timestamp with time zone,
	"subscription_error" text,
	"subscribed_events" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rules" jsonb,
	"commands" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kick_settings_single_row" CHECK ("kick_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "kick_chat_earnings" ADD CONSTRAINT "kick_chat_earnings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kick_events" ADD CONSTRAINT "kick_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "announcements_key_key" ON "announcements" USING btree ("key");--> statement-breakpoint
CREATE INDEX "announcements_pending_idx" ON "announcements" USING btree ("next_attempt_at") WHERE "announcements"."sent_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "kick_events_message_id_key" ON "kick_events" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "kick_events_created_idx" ON "kick_events" USING btree ("created_at");