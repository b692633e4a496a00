CREATE TABLE "admin_dashboards" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"widgets" jsonb,
	"notifications_read_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_views" (
	"day" text NOT NULL,
	"path" text NOT NULL,
	"visitor" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_views_day_path_visitor_pk" PRIMARY KEY("day","path","visitor")
);
--> statement-breakpoint
ALTER TABLE "user_actions" ADD COLUMN "event_type" text;--> statement-breakpoint
ALTER TABLE "admin_dashboards" ADD CONSTRAINT "admin_dashboards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_notes" ADD CONSTRAINT "admin_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_actions_event_type_idx" ON "user_actions" USING btree ("event_type","timestamp");