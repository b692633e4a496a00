CREATE TABLE "notification_recipients" (
	"topic" text NOT NULL,
	"scope" text NOT NULL,
	"user_id" integer NOT NULL,
	"send_id" integer NOT NULL,
	CONSTRAINT "notification_recipients_topic_scope_user_id_pk" PRIMARY KEY("topic","scope","user_id")
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "match_ready_push" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "match_ready_telegram" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_recipients" ADD CONSTRAINT "notification_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_recipients" ADD CONSTRAINT "notification_recipients_send_id_notification_sends_id_fk" FOREIGN KEY ("send_id") REFERENCES "public"."notification_sends"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_recipients_send_idx" ON "notification_recipients" USING btree ("send_id");