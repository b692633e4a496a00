CREATE TYPE "public"."tournament_bracket" AS ENUM('winners', 'losers', 'grand_final', 'round_robin', 'third_place');--> statement-breakpoint
CREATE TYPE "public"."tournament_format" AS ENUM('single_elimination', 'double_elimination', 'round_robin');--> statement-breakpoint
CREATE TYPE "public"."tournament_match_status" AS ENUM('pending', 'ready', 'completed', 'skipped');--> statement-breakpoint
CREATE TYPE "public"."tournament_seeding" AS ENUM('draw', 'manual');--> statement-breakpoint
CREATE TYPE "public"."tournament_stage" AS ENUM('open', 'running', 'finished');--> statement-breakpoint
CREATE TABLE "tournament_matches" (
	"tournament_id" integer NOT NULL,
	"number" integer NOT NULL,
	"bracket" "tournament_bracket" NOT NULL,
	"round" integer NOT NULL,
	"position" integer NOT NULL,
	"team1_from" text NOT NULL,
	"team2_from" text NOT NULL,
	"team1_id" integer,
	"team2_id" integer,
	"status" "tournament_match_status" NOT NULL,
	"scores" jsonb,
	"winner_team_id" integer,
	"forfeit" text,
	"ready_at" timestamp with time zone,
	"reported_scores" jsonb,
	"reported_by" integer,
	"reported_at" timestamp with time zone,
	"confirm_deadline" timestamp with time zone,
	"dispute_reason" text,
	"disputed_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"stream_url" text,
	CONSTRAINT "tournament_matches_tournament_id_number_pk" PRIMARY KEY("tournament_id","number")
);
--> statement-breakpoint
CREATE TABLE "tournament_registrations" (
	"tournament_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"team_name" text NOT NULL,
	"registered_by" integer,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_in_at" timestamp with time zone,
	"checked_in_by" integer,
	"seed" integer,
	"disqualified" integer,
	CONSTRAINT "tournament_registrations_tournament_id_team_id_pk" PRIMARY KEY("tournament_id","team_id")
);
--> statement-breakpoint
CREATE TABLE "tournament_roster" (
	"tournament_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"substitute" boolean DEFAULT false NOT NULL,
	CONSTRAINT "tournament_roster_member_key" PRIMARY KEY("tournament_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"game" text NOT NULL,
	"format" "tournament_format" NOT NULL,
	"third_place" boolean DEFAULT false NOT NULL,
	"team_size" integer NOT NULL,
	"best_of" integer NOT NULL,
	"maps" jsonb NOT NULL,
	"max_teams" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"registration_ends_at" timestamp with time zone,
	"check_in_minutes" integer NOT NULL,
	"confirm_minutes" integer NOT NULL,
	"no_show_minutes" integer NOT NULL,
	"prize" text NOT NULL,
	"tier" text,
	"rules" text DEFAULT '' NOT NULL,
	"eligibility" jsonb NOT NULL,
	"stage" "tournament_stage" DEFAULT 'open' NOT NULL,
	"seed" text NOT NULL,
	"commitment" text NOT NULL,
	"seeding" "tournament_seeding" DEFAULT 'draw' NOT NULL,
	"manual_seeding" jsonb,
	"teams_count" integer DEFAULT 0 NOT NULL,
	"winner_team_id" integer,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tournament_matches" ADD CONSTRAINT "tournament_matches_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_registrations" ADD CONSTRAINT "tournament_registrations_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_registrations" ADD CONSTRAINT "tournament_registrations_registered_by_users_id_fk" FOREIGN KEY ("registered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_registrations" ADD CONSTRAINT "tournament_registrations_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_roster" ADD CONSTRAINT "tournament_roster_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_roster" ADD CONSTRAINT "tournament_roster_registration_fk" FOREIGN KEY ("tournament_id","team_id") REFERENCES "public"."tournament_registrations"("tournament_id","team_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tournament_matches_confirm_due_idx" ON "tournament_matches" USING btree ("confirm_deadline") WHERE "tournament_matches"."confirm_deadline" is not null and "tournament_matches"."dispute_reason" is null;--> statement-breakpoint
CREATE INDEX "tournament_roster_team_idx" ON "tournament_roster" USING btree ("tournament_id","team_id");--> statement-breakpoint
CREATE INDEX "tournaments_stage_starts_idx" ON "tournaments" USING btree ("stage","starts_at");