CREATE TYPE "public"."trust_slug" AS ENUM('terms', 'privacy', 'responsible-gambling');--> statement-breakpoint
CREATE TABLE "trust_pages" (
	"slug" "trust_slug" PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trust_pages" ADD CONSTRAINT "trust_pages_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;