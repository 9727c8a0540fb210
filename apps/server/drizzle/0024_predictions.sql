CREATE TABLE "prediction_outcomes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prediction_outcomes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"prediction_id" integer NOT NULL,
	"position" integer NOT NULL,
	"label" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prediction_stakes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prediction_stakes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"prediction_id" integer NOT NULL,
	"outcome_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"additions" integer DEFAULT 1 NOT NULL,
	"payout" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prediction_stakes_positive" CHECK ("prediction_stakes"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "predictions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "predictions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"locks_at" timestamp with time zone,
	"min_stake" bigint NOT NULL,
	"max_stake" bigint NOT NULL,
	"winning_outcome_id" integer,
	"refunded" boolean DEFAULT false NOT NULL,
	"locked_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"settled_by" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "predictions_status_known" CHECK ("predictions"."status" in ('open', 'locked', 'resolved', 'cancelled')),
	CONSTRAINT "predictions_stake_limits" CHECK ("predictions"."min_stake" >= 1 and "predictions"."max_stake" >= "predictions"."min_stake")
);
--> statement-breakpoint
ALTER TABLE "prediction_outcomes" ADD CONSTRAINT "prediction_outcomes_prediction_id_predictions_id_fk" FOREIGN KEY ("prediction_id") REFERENCES "public"."predictions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prediction_stakes" ADD CONSTRAINT "prediction_stakes_prediction_id_predictions_id_fk" FOREIGN KEY ("prediction_id") REFERENCES "public"."predictions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prediction_stakes" ADD CONSTRAINT "prediction_stakes_outcome_id_prediction_outcomes_id_fk" FOREIGN KEY ("outcome_id") REFERENCES "public"."prediction_outcomes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prediction_stakes" ADD CONSTRAINT "prediction_stakes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "predictions" ADD CONSTRAINT "predictions_settled_by_users_id_fk" FOREIGN KEY ("settled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "predictions" ADD CONSTRAINT "predictions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "prediction_outcomes_position_key" ON "prediction_outcomes" USING btree ("prediction_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "prediction_stakes_member_key" ON "prediction_stakes" USING btree ("prediction_id","user_id");--> statement-breakpoint
CREATE INDEX "prediction_stakes_outcome_idx" ON "prediction_stakes" USING btree ("outcome_id","amount" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "predictions_status_idx" ON "predictions" USING btree ("status","id" DESC NULLS LAST);