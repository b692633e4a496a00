ALTER TABLE "schedule_one_offs" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "schedule_slots" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;