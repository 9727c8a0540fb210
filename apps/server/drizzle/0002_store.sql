CREATE TYPE "public"."redemption_status" AS ENUM('pending', 'processed', 'refunded');--> statement-breakpoint
CREATE TABLE "store_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text,
	"cost" integer NOT NULL,
	"quantity" integer,
	"max_purchases_per_user" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_items_cost_positive" CHECK ("store_items"."cost" > 0),
	CONSTRAINT "store_items_quantity_non_negative" CHECK ("store_items"."quantity" is null or "store_items"."quantity" >= 0),
	CONSTRAINT "store_items_limit_positive" CHECK ("store_items"."max_purchases_per_user" is null or "store_items"."max_purchases_per_user" > 0)
);
--> statement-breakpoint
CREATE TABLE "store_redemptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_redemptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"item_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"cost" integer NOT NULL,
	"status" "redemption_status" DEFAULT 'pending' NOT NULL,
	"processed_by" integer,
	"processed_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "store_redemptions" ADD CONSTRAINT "store_redemptions_item_id_store_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."store_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_redemptions" ADD CONSTRAINT "store_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_redemptions" ADD CONSTRAINT "store_redemptions_processed_by_users_id_fk" FOREIGN KEY ("processed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_redemptions_user_item_idx" ON "store_redemptions" USING btree ("user_id","item_id");--> statement-breakpoint
CREATE INDEX "store_redemptions_status_idx" ON "store_redemptions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "store_redemptions_item_idx" ON "store_redemptions" USING btree ("item_id");