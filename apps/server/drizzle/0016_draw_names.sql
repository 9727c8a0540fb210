CREATE TABLE "raffle_draw_names" (
	"raffle_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "raffle_draw_names_raffle_id_user_id_pk" PRIMARY KEY("raffle_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "raffles" ADD COLUMN "draw_algorithm" text;--> statement-breakpoint
ALTER TABLE "wager_raffle_tickets" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "wager_raffles" ADD COLUMN "draw_algorithm" text;--> statement-breakpoint
ALTER TABLE "raffle_draw_names" ADD CONSTRAINT "raffle_draw_names_raffle_id_raffles_id_fk" FOREIGN KEY ("raffle_id") REFERENCES "public"."raffles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_draw_names" ADD CONSTRAINT "raffle_draw_names_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;