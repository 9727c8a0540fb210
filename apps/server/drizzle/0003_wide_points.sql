ALTER TABLE "achievements" ALTER COLUMN "threshold" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "points_transactions" ALTER COLUMN "amount" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "points_transactions" ALTER COLUMN "xp" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "points_transactions" ALTER COLUMN "balance_after" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "store_items" ALTER COLUMN "cost" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "store_redemptions" ALTER COLUMN "cost" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "points" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "points_earned" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "xp" SET DATA TYPE bigint;