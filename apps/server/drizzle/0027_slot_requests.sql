CREATE TABLE "slot_catalogue" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "slot_catalogue_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"provider" text,
	"image" text,
	"banned" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slot_request_picks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "slot_request_picks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"algorithm" text,
	"client_seed" text,
	"tickets" jsonb,
	"ticket_index" integer,
	"request_id" integer,
	"drawn_by" integer,
	"drawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slot_request_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"open" boolean DEFAULT false NOT NULL,
	"per_member" integer DEFAULT 1 NOT NULL,
	"cost_points" bigint DEFAULT 0 NOT NULL,
	"min_account_days" integer DEFAULT 0 NOT NULL,
	"min_level" integer DEFAULT 1 NOT NULL,
	"reward_points" bigint DEFAULT 0 NOT NULL,
	"reward_multiplier_hundredths" bigint DEFAULT 10000 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slot_request_settings_one_row" CHECK ("slot_request_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "slot_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "slot_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slot_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"source" text DEFAULT 'site' NOT NULL,
	"cost" bigint DEFAULT 0 NOT NULL,
	"refunded" boolean DEFAULT false NOT NULL,
	"bet_cents" bigint,
	"win_cents" bigint,
	"multiplier_hundredths" bigint,
	"reward" bigint,
	"pick_id" integer,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slot_requests_status_known" CHECK ("slot_requests"."status" in ('open', 'picked', 'played', 'removed')),
	CONSTRAINT "slot_requests_cost_non_negative" CHECK ("slot_requests"."cost" >= 0)
);
--> statement-breakpoint
ALTER TABLE "slot_request_picks" ADD CONSTRAINT "slot_request_picks_request_id_slot_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."slot_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_request_picks" ADD CONSTRAINT "slot_request_picks_drawn_by_users_id_fk" FOREIGN KEY ("drawn_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_requests" ADD CONSTRAINT "slot_requests_slot_id_slot_catalogue_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."slot_catalogue"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_requests" ADD CONSTRAINT "slot_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_requests" ADD CONSTRAINT "slot_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "slot_catalogue_name_key" ON "slot_catalogue" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "slot_request_picks_waiting_key" ON "slot_request_picks" USING btree ((1)) WHERE "slot_request_picks"."drawn_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "slot_requests_queued_slot_key" ON "slot_requests" USING btree ("slot_id") WHERE "slot_requests"."status" in ('open', 'picked');--> statement-breakpoint
CREATE INDEX "slot_requests_member_idx" ON "slot_requests" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "slot_requests_status_idx" ON "slot_requests" USING btree ("status","id");