CREATE TABLE "videos" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"url" text,
	"published_at" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"source" text DEFAULT 'feed' NOT NULL,
	"mirror_state" text DEFAULT 'pending' NOT NULL,
	"file_path" text,
	"thumbnail_path" text,
	"remote_thumbnail_url" text,
	"size_bytes" bigint,
	"duration_seconds" real,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"mirrored_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "videos_order_idx" ON "videos" USING btree ("is_active","position","published_at");