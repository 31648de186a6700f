CREATE TABLE "session_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"calendar_sequence" integer NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "session_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "calendar_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "session_changes" ADD CONSTRAINT "session_changes_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "session_changes_session_sequence_key" ON "session_changes" USING btree ("session_id","calendar_sequence");--> statement-breakpoint
-- Before this migration, a booking's calendar updates and cancellations took as SEQUENCE the seconds
-- between the booking and the session's last change, plus one. Seekers with a confirmed place may hold
-- such a version in their calendar: the session's sequence starts above the highest any of them can
-- have been sent, so the next update or cancellation still outranks it.
UPDATE "sessions" AS s SET "calendar_sequence" = held.highest
FROM (
  SELECT b."session_id", floor(extract(epoch FROM (max(s2."updated_at") - min(b."created_at"))))::integer + 1 AS highest
  FROM "bookings" b JOIN "sessions" s2 ON s2."id" = b."session_id"
  WHERE b."status" = 'confirmed' AND s2."status" = 'scheduled'
  GROUP BY b."session_id"
) AS held
WHERE s."id" = held."session_id" AND held.highest > 0;
