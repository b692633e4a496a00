ALTER TABLE "site_content" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "giveaways" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "schedule_settings" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;