CREATE TABLE "schedule_cancellations" (
	"slot_id" integer NOT NULL,
	"local_date" date NOT NULL,
	CONSTRAINT "schedule_cancellations_slot_id_local_date_pk" PRIMARY KEY("slot_id","local_date")
);
--> statement-breakpoint
CREATE TABLE "schedule_one_offs" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"start_time" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"title" text NOT NULL,
	"game" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"local_date" date NOT NULL,
	CONSTRAINT "schedule_one_offs_uid_unique" UNIQUE("uid")
);
--> statement-breakpoint
CREATE TABLE "schedule_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"time_zone" text DEFAULT 'Europe/Moscow' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "schedule_settings_single_row" CHECK ("schedule_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "schedule_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"start_time" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"title" text NOT NULL,
	"game" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"weekday" smallint NOT NULL,
	CONSTRAINT "schedule_slots_uid_unique" UNIQUE("uid")
);
--> statement-breakpoint
ALTER TABLE "schedule_cancellations" ADD CONSTRAINT "schedule_cancellations_slot_id_schedule_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."schedule_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_settings" ADD CONSTRAINT "schedule_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;