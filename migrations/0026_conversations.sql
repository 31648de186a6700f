CREATE TABLE "conversation_members" (
	"booking_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"unread_count" integer DEFAULT 0 NOT NULL,
	"notice_sent_at" timestamp with time zone,
	CONSTRAINT "conversation_members_booking_id_user_id_pk" PRIMARY KEY("booking_id","user_id"),
	CONSTRAINT "conversation_members_unread_non_negative" CHECK ("conversation_members"."unread_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "conversation_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"sender_id" integer,
	"side" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_messages_side_known" CHECK ("conversation_messages"."side" in ('seeker', 'guide')),
	CONSTRAINT "conversation_messages_body_length" CHECK (char_length("conversation_messages"."body") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "conversation_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"reporter_id" integer,
	"reason" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_reports_reason_known" CHECK ("conversation_reports"."reason" in ('harassment', 'spam', 'off_platform_payment', 'other')),
	CONSTRAINT "conversation_reports_note_length" CHECK ("conversation_reports"."note" is null or char_length("conversation_reports"."note") <= 500)
);
--> statement-breakpoint
ALTER TABLE "conversation_members" ADD CONSTRAINT "conversation_members_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_members" ADD CONSTRAINT "conversation_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_reports" ADD CONSTRAINT "conversation_reports_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_reports" ADD CONSTRAINT "conversation_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_members_unread_idx" ON "conversation_members" USING btree ("user_id","unread_count") WHERE "conversation_members"."unread_count" > 0;--> statement-breakpoint
CREATE INDEX "conversation_messages_booking_id_idx" ON "conversation_messages" USING btree ("booking_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversation_reports_booking_reporter_key" ON "conversation_reports" USING btree ("booking_id","reporter_id");--> statement-breakpoint
CREATE INDEX "conversation_reports_created_id_idx" ON "conversation_reports" USING btree ("created_at","id");