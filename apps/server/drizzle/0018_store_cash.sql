CREATE TYPE "public"."store_item_kind" AS ENUM('item', 'cash');--> statement-breakpoint
ALTER TYPE "public"."payout_source" ADD VALUE 'store';--> statement-breakpoint
ALTER TYPE "public"."payout_source" ADD VALUE 'raffle';--> statement-breakpoint
ALTER TYPE "public"."redemption_status" ADD VALUE 'payout';--> statement-breakpoint
ALTER TABLE "store_items" ADD COLUMN "kind" "store_item_kind" DEFAULT 'item' NOT NULL;--> statement-breakpoint
ALTER TABLE "store_items" ADD COLUMN "cash_cents" bigint;--> statement-breakpoint
ALTER TABLE "store_redemptions" ADD COLUMN "cash_cents" bigint;--> statement-breakpoint
ALTER TABLE "store_redemptions" ADD COLUMN "refunded_by" integer;--> statement-breakpoint
ALTER TABLE "store_redemptions" ADD COLUMN "refund_reason" text;--> statement-breakpoint
ALTER TABLE "store_redemptions" ADD CONSTRAINT "store_redemptions_refunded_by_users_id_fk" FOREIGN KEY ("refunded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_items" ADD CONSTRAINT "store_items_cash_amount" CHECK (("store_items"."kind" = 'item' and "store_items"."cash_cents" is null) or ("store_items"."kind" = 'cash' and "store_items"."cash_cents" > 0));--> statement-breakpoint
ALTER TABLE "store_redemptions" ADD CONSTRAINT "store_redemptions_cash_status" CHECK (("store_redemptions"."cash_cents" is null and "store_redemptions"."status"::text <> 'payout') or ("store_redemptions"."cash_cents" > 0 and "store_redemptions"."status"::text in ('payout', 'refunded')));