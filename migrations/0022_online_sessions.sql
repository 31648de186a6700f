ALTER TABLE "sessions" ADD COLUMN "online" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "meeting_url" text;--> statement-breakpoint
CREATE INDEX "sessions_open_online_practitioner_starts_idx" ON "sessions" USING btree ("practitioner_id","starts_at") WHERE "sessions"."online" and "sessions"."status" = 'scheduled' and "sessions"."requested_by" is null;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_meeting_url_when_online" CHECK (("sessions"."meeting_url" is not null) = "sessions"."online");