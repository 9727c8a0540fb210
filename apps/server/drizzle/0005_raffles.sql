CREATE TYPE "public"."raffle_draw_kind" AS ENUM('draw', 'redraw');--> statement-breakpoint
CREATE TYPE "public"."raffle_entry_type" AS ENUM('passwordless', 'points', 'password');--> statement-breakpoint
CREATE TABLE "raffle_draws" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "raffle_draws_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"raffle_id" integer NOT NULL,
	"nonce" integer NOT NULL,
	"kind" "raffle_draw_kind" NOT NULL,
	"winners_wanted" integer NOT NULL,
	"replaced_user_id" integer,
	"reason" text,
	"drawn_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "raffle_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "raffle_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"raffle_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"entry_type" "raffle_entry_type" NOT NULL,
	"points_spent" bigint DEFAULT 0 NOT NULL,
	"removed_at" timestamp with time zone,
	"removed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "raffle_entries_points_non_negative" CHECK ("raffle_entries"."points_spent" >= 0)
);
--> statement-breakpoint
CREATE TABLE "raffle_winners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "raffle_winners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"raffle_id" integer NOT NULL,
	"draw_id" integer NOT NULL,
	"position" integer NOT NULL,
	"user_id" integer NOT NULL,
	"entry_id" integer NOT NULL,
	"ticket_index" integer NOT NULL,
	"replaced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "raffles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "raffles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"number_of_winners" integer NOT NULL,
	"allow_passwordless_entry" boolean DEFAULT false NOT NULL,
	"allow_points_entry" boolean DEFAULT false NOT NULL,
	"points_per_entry" bigint,
	"max_tickets_per_member" integer,
	"password_hash" text,
	"is_paused" boolean DEFAULT false NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text,
	"drawn_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "raffles_winners_range" CHECK ("raffles"."number_of_winners" between 1 and 100),
	CONSTRAINT "raffles_points_per_entry_positive" CHECK ("raffles"."points_per_entry" is null or "raffles"."points_per_entry" > 0),
	CONSTRAINT "raffles_max_tickets_positive" CHECK ("raffles"."max_tickets_per_member" is null or "raffles"."max_tickets_per_member" > 0),
	CONSTRAINT "raffles_ends_after_start" CHECK ("raffles"."ends_at" > "raffles"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "raffle_draws" ADD CONSTRAINT "raffle_draws_raffle_id_raffles_id_fk" FOREIGN KEY ("raffle_id") REFERENCES "public"."raffles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_draws" ADD CONSTRAINT "raffle_draws_replaced_user_id_users_id_fk" FOREIGN KEY ("replaced_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_draws" ADD CONSTRAINT "raffle_draws_drawn_by_users_id_fk" FOREIGN KEY ("drawn_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_entries" ADD CONSTRAINT "raffle_entries_raffle_id_raffles_id_fk" FOREIGN KEY ("raffle_id") REFERENCES "public"."raffles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_entries" ADD CONSTRAINT "raffle_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_entries" ADD CONSTRAINT "raffle_entries_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_winners" ADD CONSTRAINT "raffle_winners_raffle_id_raffles_id_fk" FOREIGN KEY ("raffle_id") REFERENCES "public"."raffles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_winners" ADD CONSTRAINT "raffle_winners_draw_id_raffle_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."raffle_draws"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_winners" ADD CONSTRAINT "raffle_winners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_winners" ADD CONSTRAINT "raffle_winners_entry_id_raffle_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."raffle_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffles" ADD CONSTRAINT "raffles_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffles" ADD CONSTRAINT "raffles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "raffle_draws_nonce_key" ON "raffle_draws" USING btree ("raffle_id","nonce");--> statement-breakpoint
CREATE INDEX "raffle_entries_raffle_idx" ON "raffle_entries" USING btree ("raffle_id","id");--> statement-breakpoint
CREATE INDEX "raffle_entries_user_idx" ON "raffle_entries" USING btree ("user_id","raffle_id");--> statement-breakpoint
CREATE UNIQUE INDEX "raffle_entries_free_once_key" ON "raffle_entries" USING btree ("raffle_id","user_id") WHERE "raffle_entries"."entry_type" = 'passwordless';--> statement-breakpoint
CREATE UNIQUE INDEX "raffle_entries_password_once_key" ON "raffle_entries" USING btree ("raffle_id","user_id") WHERE "raffle_entries"."entry_type" = 'password';--> statement-breakpoint
CREATE UNIQUE INDEX "raffle_winners_member_key" ON "raffle_winners" USING btree ("raffle_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "raffle_winners_position_key" ON "raffle_winners" USING btree ("raffle_id","position") WHERE "raffle_winners"."replaced_at" is null;--> statement-breakpoint
CREATE INDEX "raffle_winners_draw_idx" ON "raffle_winners" USING btree ("draw_id");--> statement-breakpoint
CREATE INDEX "raffles_ends_at_idx" ON "raffles" USING btree ("ends_at");--> statement-breakpoint
CREATE INDEX "raffles_due_idx" ON "raffles" USING btree ("ends_at") WHERE "raffles"."drawn_at" is null and "raffles"."cancelled_at" is null;