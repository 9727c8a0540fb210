ALTER TABLE "announcement_settings" ADD COLUMN "muted_kinds" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "queued_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "announcements" SET "queued_at" = "created_at";--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "closed_reason" text;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_closed_reason" CHECK ("announcements"."closed_reason" is null or "announcements"."closed_reason" in ('cancelled', 'expired', 'skipped'));