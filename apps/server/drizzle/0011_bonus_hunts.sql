CREATE TABLE "bonus_hunt_games" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bonus_hunt_games_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"hunt_id" integer NOT NULL,
	"position" integer NOT NULL,
	"slot_name" text NOT NULL,
	"provider" text NOT NULL,
	"image" text,
	"bet_cents" bigint NOT NULL,
	"win_cents" bigint,
	"opened_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_hunt_games_amounts_non_negative" CHECK ("bonus_hunt_games"."bet_cents" >= 0 and coalesce("bonus_hunt_games"."win_cents", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "bonus_hunt_payouts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bonus_hunt_payouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"hunt_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"categories" text[] NOT NULL,
	"points" bigint NOT NULL,
	"xp" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bonus_hunt_predictions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bonus_hunt_predictions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"hunt_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"end_balance_cents" bigint NOT NULL,
	"highest_multiplier_hundredths" bigint NOT NULL,
	"highest_multiplier_game" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_hunt_predictions_non_negative" CHECK ("bonus_hunt_predictions"."end_balance_cents" >= 0 and "bonus_hunt_predictions"."highest_multiplier_hundredths" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bonus_hunts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bonus_hunts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"start_balance_cents" bigint NOT NULL,
	"predictions_active" boolean DEFAULT false NOT NULL,
	"prize_points" bigint DEFAULT 0 NOT NULL,
	"prize_xp" bigint DEFAULT 0 NOT NULL,
	"opening_game_id" integer,
	"finished_at" timestamp with time zone,
	"payout_revision" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_hunts_amounts_non_negative" CHECK ("bonus_hunts"."start_balance_cents" >= 0 and "bonus_hunts"."prize_points" >= 0 and "bonus_hunts"."prize_xp" >= 0)
);
--> statement-breakpoint
ALTER TABLE "bonus_hunt_games" ADD CONSTRAINT "bonus_hunt_games_hunt_id_bonus_hunts_id_fk" FOREIGN KEY ("hunt_id") REFERENCES "public"."bonus_hunts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_hunt_payouts" ADD CONSTRAINT "bonus_hunt_payouts_hunt_id_bonus_hunts_id_fk" FOREIGN KEY ("hunt_id") REFERENCES "public"."bonus_hunts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_hunt_payouts" ADD CONSTRAINT "bonus_hunt_payouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_hunt_predictions" ADD CONSTRAINT "bonus_hunt_predictions_hunt_id_bonus_hunts_id_fk" FOREIGN KEY ("hunt_id") REFERENCES "public"."bonus_hunts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_hunt_predictions" ADD CONSTRAINT "bonus_hunt_predictions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_hunts" ADD CONSTRAINT "bonus_hunts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bonus_hunt_games_order_idx" ON "bonus_hunt_games" USING btree ("hunt_id","position","id");--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_hunt_payouts_member_key" ON "bonus_hunt_payouts" USING btree ("hunt_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_hunt_predictions_member_key" ON "bonus_hunt_predictions" USING btree ("hunt_id","user_id");--> statement-breakpoint
CREATE INDEX "bonus_hunt_predictions_user_idx" ON "bonus_hunt_predictions" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bonus_hunts_created_idx" ON "bonus_hunts" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bonus_hunts_running_idx" ON "bonus_hunts" USING btree ("finished_at","created_at" DESC NULLS LAST);