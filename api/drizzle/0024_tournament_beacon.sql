ALTER TABLE "tournaments" ADD COLUMN "field_closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "beacon_round" integer;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "beacon_round_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "beacon_randomness" text;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "beacon_proof" jsonb;