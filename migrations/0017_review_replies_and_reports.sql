CREATE TABLE "review_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"review_id" integer NOT NULL,
	"reporter_id" integer,
	"reason" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolution" text,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	CONSTRAINT "review_reports_reason_known" CHECK ("review_reports"."reason" in ('spam', 'offensive', 'private_information', 'not_about_session', 'other')),
	CONSTRAINT "review_reports_note_length" CHECK ("review_reports"."note" is null or char_length("review_reports"."note") <= 500),
	CONSTRAINT "review_reports_resolution_known" CHECK (("review_reports"."resolution" is null) = ("review_reports"."resolved_at" is null) and "review_reports"."resolution" in ('hidden', 'dismissed'))
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply_text" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply_edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_by" integer;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_reports_review_reporter_key" ON "review_reports" USING btree ("review_id","reporter_id");--> statement-breakpoint
CREATE INDEX "review_reports_open_idx" ON "review_reports" USING btree ("review_id","created_at") WHERE "review_reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "review_reports_review_created_idx" ON "review_reports" USING btree ("review_id","created_at");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reply_complete" CHECK (("reviews"."reply_text" is null) = ("reviews"."replied_at" is null) and char_length("reviews"."reply_text") between 1 and 1000);--> statement-breakpoint

-- A review an admin hid no longer counts in its guide's rating and review count. The totals
-- triggers of migration 0006 counted every review; from here they count visible ones only, and an
-- update that changes neither a visible rating nor visibility (a guide's reply) leaves the profile
-- untouched.
CREATE OR REPLACE FUNCTION luz_reviews_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE profiles p
    SET review_count = p.review_count + added.n, rating_sum = p.rating_sum + added.total
    FROM (SELECT practitioner_id, count(*)::int AS n, sum(rating)::int AS total
          FROM new_reviews WHERE hidden_at IS NULL GROUP BY practitioner_id) added
    WHERE p.user_id = added.practitioner_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE profiles p
    SET review_count = p.review_count - gone.n, rating_sum = p.rating_sum - gone.total
    FROM (SELECT practitioner_id, count(*)::int AS n, sum(rating)::int AS total
          FROM old_reviews WHERE hidden_at IS NULL GROUP BY practitioner_id) gone
    WHERE p.user_id = gone.practitioner_id;
  ELSE
    UPDATE profiles p
    SET review_count = p.review_count + moved.n, rating_sum = p.rating_sum + moved.total
    FROM (SELECT practitioner_id, sum(n)::int AS n, sum(total)::int AS total
          FROM (SELECT practitioner_id, -1 AS n, -rating AS total FROM old_reviews WHERE hidden_at IS NULL
                UNION ALL
                SELECT practitioner_id, 1, rating FROM new_reviews WHERE hidden_at IS NULL) changes
          GROUP BY practitioner_id
          HAVING sum(n) <> 0 OR sum(total) <> 0) moved
    WHERE p.user_id = moved.practitioner_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint

-- A new profile starts from its user's visible reviews, as the triggers above count them.
CREATE OR REPLACE FUNCTION luz_profile_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT (u.role = 'practitioner' AND u.is_approved AND u.is_active) INTO NEW.listed
  FROM users u WHERE u.id = NEW.user_id;
  NEW.listed := coalesce(NEW.listed, false);
  SELECT count(*)::int, coalesce(sum(r.rating), 0)::int INTO NEW.review_count, NEW.rating_sum
  FROM reviews r WHERE r.practitioner_id = NEW.user_id AND r.hidden_at IS NULL;
  SELECT s.id, s.starts_at, s.price INTO NEW.open_session_id, NEW.open_session_starts_at, NEW.open_session_price
  FROM sessions s
  WHERE s.practitioner_id = NEW.user_id AND s.status = 'scheduled' AND s.requested_by IS NULL
    AND s.remaining_spots > 0
  ORDER BY s.starts_at, s.id
  LIMIT 1;
  RETURN NEW;
END $$;--> statement-breakpoint

-- The totals already stored, recounted the same way (no review is hidden yet; this keeps them exact
-- whatever an install holds).
UPDATE profiles p
SET review_count = coalesce(totals.n, 0), rating_sum = coalesce(totals.total, 0)
FROM profiles q
LEFT JOIN (SELECT practitioner_id, count(*)::int AS n, sum(rating)::int AS total
           FROM reviews WHERE hidden_at IS NULL GROUP BY practitioner_id) totals
  ON totals.practitioner_id = q.user_id
WHERE p.id = q.id
  AND (p.review_count, p.rating_sum) IS DISTINCT FROM (coalesce(totals.n, 0), coalesce(totals.total, 0));
