CREATE TABLE "newsletter_subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscribers_email_shape" CHECK ("newsletter_subscribers"."email" like '%_@_%')
);
--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_email_lower_key" ON "newsletter_subscribers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "profiles_search_text_trgm_idx" ON "profiles" USING gin (luz_unaccent(coalesce("name", '') || ' ' || coalesce("category", '') || ' ' || coalesce("subcategory", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profiles_modalities_idx" ON "profiles" USING gin ("modalities");--> statement-breakpoint
CREATE INDEX "sessions_open_practitioner_starts_idx" ON "sessions" USING btree ("practitioner_id","starts_at") WHERE "sessions"."status" = 'scheduled' and "sessions"."requested_by" is null;--> statement-breakpoint
CREATE INDEX "users_listed_guides_idx" ON "users" USING btree ("id") WHERE "users"."role" = 'practitioner' and "users"."is_approved" and "users"."is_active";