CREATE TYPE "public"."raffle_prize_take_back" AS ENUM('points_taken_back', 'payout_rejected', 'payout_kept', 'custom');--> statement-breakpoint
CREATE TYPE "public"."raffle_prize_type" AS ENUM('cash', 'points', 'custom');--> statement-breakpoint
CREATE TABLE "raffle_prize_awards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "raffle_prize_awards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"raffle_id" integer NOT NULL,
	"prize_id" integer NOT NULL,
	"winner_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"position" integer NOT NULL,
	"prize_type" "raffle_prize_type" NOT NULL,
	"amount" bigint,
	"payout_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"taken_back_at" timestamp with time zone,
	"taken_back" "raffle_prize_take_back",
	"points_taken_back" bigint,
	CONSTRAINT "raffle_prize_awards_taken_back" CHECK (("raffle_prize_awards"."taken_back_at" is null) = ("raffle_prize_awards"."taken_back" is null))
);
--> statement-breakpoint
CREATE TABLE "raffle_prizes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "raffle_prizes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"raffle_id" integer NOT NULL,
	"position" integer NOT NULL,
	"prize_type" "raffle_prize_type" NOT NULL,
	"amount" bigint,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "raffle_prizes_position_positive" CHECK ("raffle_prizes"."position" > 0),
	CONSTRAINT "raffle_prizes_amount" CHECK (("raffle_prizes"."prize_type" = 'custom' and "raffle_prizes"."amount" is null) or ("raffle_prizes"."prize_type" <> 'custom' and "raffle_prizes"."amount" > 0))
);
--> statement-breakpoint
ALTER TABLE "raffle_prize_awards" ADD CONSTRAINT "raffle_prize_awards_raffle_id_raffles_id_fk" FOREIGN KEY ("raffle_id") REFERENCES "public"."raffles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_prize_awards" ADD CONSTRAINT "raffle_prize_awards_prize_id_raffle_prizes_id_fk" FOREIGN KEY ("prize_id") REFERENCES "public"."raffle_prizes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_prize_awards" ADD CONSTRAINT "raffle_prize_awards_winner_id_raffle_winners_id_fk" FOREIGN KEY ("winner_id") REFERENCES "public"."raffle_winners"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_prize_awards" ADD CONSTRAINT "raffle_prize_awards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_prize_awards" ADD CONSTRAINT "raffle_prize_awards_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_prizes" ADD CONSTRAINT "raffle_prizes_raffle_id_raffles_id_fk" FOREIGN KEY ("raffle_id") REFERENCES "public"."raffles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "raffle_prize_awards_winner_key" ON "raffle_prize_awards" USING btree ("winner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "raffle_prize_awards_prize_key" ON "raffle_prize_awards" USING btree ("prize_id") WHERE "raffle_prize_awards"."taken_back_at" is null;--> statement-breakpoint
CREATE INDEX "raffle_prize_awards_raffle_idx" ON "raffle_prize_awards" USING btree ("raffle_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "raffle_prizes_position_key" ON "raffle_prizes" USING btree ("raffle_id","position");