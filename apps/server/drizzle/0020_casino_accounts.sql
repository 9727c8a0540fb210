CREATE TYPE "public"."casino_account_status" AS ENUM('pending', 'verified', 'refused');--> statement-breakpoint
CREATE TABLE "casino_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "casino_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slot" smallint NOT NULL,
	"account_key" text NOT NULL,
	"username" text NOT NULL,
	"holder_id" integer,
	"status" "casino_account_status" DEFAULT 'pending' NOT NULL,
	"refusal_reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"linked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "casino_accounts_slot_range" CHECK ("casino_accounts"."slot" between 1 and 3),
	CONSTRAINT "casino_accounts_key_nonempty" CHECK ("casino_accounts"."account_key" <> ''),
	CONSTRAINT "casino_accounts_refusal_reason" CHECK (("casino_accounts"."status" = 'refused') = ("casino_accounts"."refusal_reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "casino_account_id" integer;--> statement-breakpoint
ALTER TABLE "vip_claims" ADD COLUMN "casino_account_id" integer;--> statement-breakpoint
ALTER TABLE "casino_accounts" ADD CONSTRAINT "casino_accounts_holder_id_users_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_accounts" ADD CONSTRAINT "casino_accounts_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "casino_accounts_slot_key" ON "casino_accounts" USING btree ("slot","account_key");--> statement-breakpoint
CREATE UNIQUE INDEX "casino_accounts_holder_slot_key" ON "casino_accounts" USING btree ("holder_id","slot") WHERE "casino_accounts"."holder_id" is not null;--> statement-breakpoint
CREATE INDEX "casino_accounts_status_idx" ON "casino_accounts" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_casino_account_id_casino_accounts_id_fk" FOREIGN KEY ("casino_account_id") REFERENCES "public"."casino_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_claims" ADD CONSTRAINT "vip_claims_casino_account_id_casino_accounts_id_fk" FOREIGN KEY ("casino_account_id") REFERENCES "public"."casino_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payouts_casino_account_idx" ON "payouts" USING btree ("casino_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vip_claims_tier_account_key" ON "vip_claims" USING btree ("tier_id","casino_account_id") WHERE "vip_claims"."reopened_at" is null and "vip_claims"."casino_account_id" is not null;--> statement-breakpoint
-- hand-written: casino-accounts
-- Existing links become casino accounts, verified: an upgrade must not take rewards away from live
-- sites overnight (decision 042). The key is casinoAccountKey's rule: no whitespace, lower case.
INSERT INTO "casino_accounts" ("slot", "account_key", "username", "holder_id", "status", "decided_at", "linked_at")
SELECT l.slot, lower(regexp_replace(l.name, '[[:space:][:cntrl:]]', '', 'g')), btrim(l.name), u.id, 'verified', now(), u.created_at
FROM "users" u
CROSS JOIN LATERAL (VALUES (1, u.crypto), (2, u.crypto2), (3, u.crypto3)) AS l(slot, name)
WHERE l.name IS NOT NULL AND lower(regexp_replace(l.name, '[[:space:][:cntrl:]]', '', 'g')) <> ''
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- A live claim is keyed to the account its member holds on the tier's casino now.
UPDATE "vip_claims" c SET "casino_account_id" = a.id
FROM "vip_tiers" t, "leaderboard_platforms" p, "casino_accounts" a
WHERE t.id = c.tier_id AND p.id = t.platform_id AND a.slot = p.casino_slot AND a.holder_id = c.user_id;--> statement-breakpoint
-- A payout is keyed to the account its casino username names on its casino (held by anyone, or no one).
UPDATE "payouts" o SET "casino_account_id" = a.id
FROM "leaderboard_platforms" p, "casino_accounts" a
WHERE p.id = o.platform_id AND a.slot = p.casino_slot
  AND a.account_key = lower(regexp_replace(o.casino_username, '[[:space:][:cntrl:]]', '', 'g'));
