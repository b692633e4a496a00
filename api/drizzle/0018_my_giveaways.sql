CREATE TABLE "giveaway_withdrawals" (
	"giveaway_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"withdrawn_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "giveaway_withdrawals_giveaway_id_user_id_pk" PRIMARY KEY("giveaway_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "giveaway_winners" ADD COLUMN "delivery_details" text;--> statement-breakpoint
ALTER TABLE "giveaways" ADD COLUMN "delivery" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "giveaway_withdrawals" ADD CONSTRAINT "giveaway_withdrawals_giveaway_id_giveaways_id_fk" FOREIGN KEY ("giveaway_id") REFERENCES "public"."giveaways"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giveaway_withdrawals" ADD CONSTRAINT "giveaway_withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "giveaway_withdrawals_user_idx" ON "giveaway_withdrawals" USING btree ("user_id");