CREATE TYPE "public"."giveaway_winner_status" AS ENUM('pending', 'claimed', 'expired');--> statement-breakpoint
CREATE TABLE "giveaway_entries" (
	"giveaway_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"eligible" boolean DEFAULT true NOT NULL,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "giveaway_entries_giveaway_id_user_id_pk" PRIMARY KEY("giveaway_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "giveaway_winners" (
	"giveaway_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rank" integer NOT NULL,
	"status" "giveaway_winner_status" DEFAULT 'pending' NOT NULL,
	"claim_deadline" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "giveaway_winners_giveaway_id_user_id_pk" PRIMARY KEY("giveaway_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "giveaways" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"tier" text NOT NULL,
	"prize" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"winners_count" integer DEFAULT 1 NOT NULL,
	"claim_hours" integer DEFAULT 48 NOT NULL,
	"auto_draw" boolean DEFAULT true NOT NULL,
	"eligibility" jsonb NOT NULL,
	"seed" text NOT NULL,
	"commitment" text NOT NULL,
	"beacon_round" integer,
	"beacon_randomness" text,
	"entries_count" integer DEFAULT 0 NOT NULL,
	"count_announced_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"drawn_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "giveaway_entries" ADD CONSTRAINT "giveaway_entries_giveaway_id_giveaways_id_fk" FOREIGN KEY ("giveaway_id") REFERENCES "public"."giveaways"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giveaway_entries" ADD CONSTRAINT "giveaway_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giveaway_winners" ADD CONSTRAINT "giveaway_winners_giveaway_id_giveaways_id_fk" FOREIGN KEY ("giveaway_id") REFERENCES "public"."giveaways"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giveaway_winners" ADD CONSTRAINT "giveaway_winners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giveaways" ADD CONSTRAINT "giveaways_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "giveaway_entries_user_idx" ON "giveaway_entries" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "giveaway_winners_pending_idx" ON "giveaway_winners" USING btree ("claim_deadline") WHERE "giveaway_winners"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "giveaways_ends_at_idx" ON "giveaways" USING btree ("ends_at");--> statement-breakpoint
CREATE INDEX "giveaways_due_idx" ON "giveaways" USING btree ("ends_at") WHERE "giveaways"."drawn_at" is null and "giveaways"."auto_draw";