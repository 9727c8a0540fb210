CREATE TABLE "tournament_matches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tournament_matches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tournament_id" integer NOT NULL,
	"round" integer NOT NULL,
	"match_number" integer NOT NULL,
	"slot1_name" text,
	"slot2_name" text,
	"slot1_user_id" integer,
	"slot2_user_id" integer,
	"slot1_multiplier" bigint,
	"slot2_multiplier" bigint,
	"winner_slot" smallint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_matches_winner_slot" CHECK ("tournament_matches"."winner_slot" is null or "tournament_matches"."winner_slot" in (1, 2)),
	CONSTRAINT "tournament_matches_multipliers_non_negative" CHECK (coalesce("tournament_matches"."slot1_multiplier", 0) >= 0 and coalesce("tournament_matches"."slot2_multiplier", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "tournament_payouts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tournament_payouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tournament_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"correct" integer NOT NULL,
	"perfect" boolean NOT NULL,
	"points" bigint NOT NULL,
	"xp" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tournament_picks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tournament_picks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"prediction_id" integer NOT NULL,
	"match_id" integer NOT NULL,
	"winner_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tournament_predictions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tournament_predictions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tournament_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tournaments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"size" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"predictions_active" boolean DEFAULT false NOT NULL,
	"points_per_correct" bigint DEFAULT 0 NOT NULL,
	"xp_per_correct" bigint DEFAULT 0 NOT NULL,
	"perfect_bonus_points" bigint DEFAULT 0 NOT NULL,
	"perfect_bonus_xp" bigint DEFAULT 0 NOT NULL,
	"paid_at" timestamp with time zone,
	"payout_revision" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournaments_size_allowed" CHECK ("tournaments"."size" in (4, 8, 16, 32, 64)),
	CONSTRAINT "tournaments_payouts_non_negative" CHECK ("tournaments"."points_per_correct" >= 0 and "tournaments"."xp_per_correct" >= 0 and "tournaments"."perfect_bonus_points" >= 0 and "tournaments"."perfect_bonus_xp" >= 0)
);
--> statement-breakpoint
ALTER TABLE "tournament_matches" ADD CONSTRAINT "tournament_matches_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_matches" ADD CONSTRAINT "tournament_matches_slot1_user_id_users_id_fk" FOREIGN KEY ("slot1_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_matches" ADD CONSTRAINT "tournament_matches_slot2_user_id_users_id_fk" FOREIGN KEY ("slot2_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_payouts" ADD CONSTRAINT "tournament_payouts_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_payouts" ADD CONSTRAINT "tournament_payouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_picks" ADD CONSTRAINT "tournament_picks_prediction_id_tournament_predictions_id_fk" FOREIGN KEY ("prediction_id") REFERENCES "public"."tournament_predictions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_picks" ADD CONSTRAINT "tournament_picks_match_id_tournament_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."tournament_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_predictions" ADD CONSTRAINT "tournament_predictions_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_predictions" ADD CONSTRAINT "tournament_predictions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_matches_position_key" ON "tournament_matches" USING btree ("tournament_id","round","match_number");--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_payouts_member_key" ON "tournament_payouts" USING btree ("tournament_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_picks_match_key" ON "tournament_picks" USING btree ("prediction_id","match_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_predictions_member_key" ON "tournament_predictions" USING btree ("tournament_id","user_id");--> statement-breakpoint
CREATE INDEX "tournament_predictions_user_idx" ON "tournament_predictions" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tournaments_created_idx" ON "tournaments" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);