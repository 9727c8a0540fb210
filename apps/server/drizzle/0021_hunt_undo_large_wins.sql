ALTER TABLE "bonus_hunt_games" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bonus_hunts" ADD COLUMN "large_win_multiplier" integer DEFAULT 10000 NOT NULL;--> statement-breakpoint
ALTER TABLE "bonus_hunts" ADD CONSTRAINT "bonus_hunts_large_win_multiplier_positive" CHECK ("bonus_hunts"."large_win_multiplier" >= 1);