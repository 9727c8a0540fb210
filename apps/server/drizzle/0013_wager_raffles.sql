CREATE TYPE "public"."wager_raffle_prize_type" AS ENUM('cash', 'points', 'custom');--> statement-breakpoint
CREATE TABLE "wager_raffle_casinos" (
	"raffle_id" integer NOT NULL,
	"platform_id" integer NOT NULL,
	CONSTRAINT "wager_raffle_casinos_raffle_id_platform_id_pk" PRIMARY KEY("raffle_id","platform_id")
);
--> statement-breakpoint
CREATE TABLE "wager_raffle_prizes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wager_raffle_prizes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"raffle_id" integer NOT NULL,
	"position" integer NOT NULL,
	"prize_type" "wager_raffle_prize_type" NOT NULL,
	"amount" bigint,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text,
	CONSTRAINT "wager_raffle_prizes_position_positive" CHECK ("wager_raffle_prizes"."position" > 0),
	CONSTRAINT "wager_raffle_prizes_amount" CHECK (("wager_raffle_prizes"."prize_type" = 'custom' and "wager_raffle_prizes"."amount" is null) or ("wager_raffle_prizes"."prize_type" <> 'custom' and "wager_raffle_prizes"."amount" > 0))
);
--> statement-breakpoint
CREATE TABLE "wager_raffle_tickets" (
	"raffle_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"first_ticket" bigint NOT NULL,
	"last_ticket" bigint NOT NULL,
	"wagered_cents" bigint NOT NULL,
	CONSTRAINT "wager_raffle_tickets_raffle_id_user_id_pk" PRIMARY KEY("raffle_id","user_id"),
	CONSTRAINT "wager_raffle_tickets_range" CHECK ("wager_raffle_tickets"."first_ticket" >= 1 and "wager_raffle_tickets"."last_ticket" >= "wager_raffle_tickets"."first_ticket")
);
--> statement-breakpoint
CREATE TABLE "wager_raffle_winners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wager_raffle_winners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"raffle_id" integer NOT NULL,
	"prize_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"ticket_number" bigint NOT NULL,
	"payout_id" integer,
	"handed_over_at" timestamp with time zone,
	"handed_over_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wager_raffles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wager_raffles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"cents_per_ticket" bigint NOT NULL,
	"auto_draw" boolean DEFAULT true NOT NULL,
	"allow_multiple_wins" boolean DEFAULT false NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text,
	"frozen_at" timestamp with time zone,
	"drawn_at" timestamp with time zone,
	"drawn_by" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wager_raffles_ends_after_start" CHECK ("wager_raffles"."ends_at" > "wager_raffles"."starts_at"),
	CONSTRAINT "wager_raffles_cents_per_ticket_positive" CHECK ("wager_raffles"."cents_per_ticket" > 0),
	CONSTRAINT "wager_raffles_drawn_after_frozen" CHECK ("wager_raffles"."drawn_at" is null or "wager_raffles"."frozen_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "wager_raffle_casinos" ADD CONSTRAINT "wager_raffle_casinos_raffle_id_wager_raffles_id_fk" FOREIGN KEY ("raffle_id") REFERENCES "public"."wager_raffles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wager_raffle_casinos" ADD CONSTRAINT "wager_raffle_casinos_platform_id_leaderboard_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."leaderboard_platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wager_raffle_prizes" ADD CONSTRAINT "wager_raffle_prizes_raffle_id_wager_raffles_id_fk" FOREIGN KEY ("raffle_id") REFERENCES "public"."wager_raffles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wager_raffle_tickets" ADD CONSTRAINT "wager_raffle_tickets_raffle_id_wager_raffles_id_fk" FOREIGN KEY ("raffle_id") REFERENCES "public"."wager_raffles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wager_raffle_tickets" ADD CONSTRAINT "wager_raffle_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wager_raffle_winners" ADD CONSTRAINT "wager_raffle_winners_raffle_id_wager_raffles_id_fk" FOREIGN KEY ("raffle_id") REFERENCES "public"."wager_raffles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wager_raffle_winners" ADD CONSTRAINT "wager_raffle_winners_prize_id_wager_raffle_prizes_id_fk" FOREIGN KEY ("prize_id") REFERENCES "public"."wager_raffle_prizes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wager_raffle_winners" ADD CONSTRAINT "wager_raffle_winners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wager_raffle_winners" ADD CONSTRAINT "wager_raffle_winners_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wager_raffle_winners" ADD CONSTRAINT "wager_raffle_winners_handed_over_by_users_id_fk" FOREIGN KEY ("handed_over_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wager_raffles" ADD CONSTRAINT "wager_raffles_drawn_by_users_id_fk" FOREIGN KEY ("drawn_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wager_raffles" ADD CONSTRAINT "wager_raffles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wager_raffle_prizes_position_key" ON "wager_raffle_prizes" USING btree ("raffle_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "wager_raffle_tickets_first_key" ON "wager_raffle_tickets" USING btree ("raffle_id","first_ticket");--> statement-breakpoint
CREATE UNIQUE INDEX "wager_raffle_winners_prize_key" ON "wager_raffle_winners" USING btree ("prize_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wager_raffle_winners_ticket_key" ON "wager_raffle_winners" USING btree ("raffle_id","ticket_number");--> statement-breakpoint
CREATE INDEX "wager_raffle_winners_user_idx" ON "wager_raffle_winners" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "wager_raffles_ends_at_idx" ON "wager_raffles" USING btree ("ends_at");--> statement-breakpoint
CREATE INDEX "wager_raffles_due_idx" ON "wager_raffles" USING btree ("ends_at") WHERE "wager_raffles"."drawn_at" is null;