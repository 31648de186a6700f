DROP INDEX "profiles_category_idx";--> statement-breakpoint
DROP INDEX "reviews_practitioner_created_idx";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "listed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "rating" numeric(2, 1) GENERATED ALWAYS AS (round(rating_sum::numeric / nullif(review_count, 0), 1)) STORED;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "open_session_id" integer;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "open_session_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "open_session_price" integer;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "card_price" integer GENERATED ALWAYS AS (coalesce(open_session_price, price_per_session)) STORED;--> statement-breakpoint
CREATE INDEX "bookings_search_text_trgm_idx" ON "bookings" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profiles_listed_category_idx" ON "profiles" USING btree ("category") WHERE "profiles"."listed";--> statement-breakpoint
CREATE INDEX "profiles_listed_rating_idx" ON "profiles" USING btree ("rating" desc nulls last,"review_count" desc,"user_id") WHERE "profiles"."listed";--> statement-breakpoint
CREATE INDEX "profiles_listed_card_price_idx" ON "profiles" USING btree ("card_price","open_session_starts_at") WHERE "profiles"."listed";--> statement-breakpoint
CREATE INDEX "profiles_listed_open_session_idx" ON "profiles" USING btree ("open_session_starts_at") WHERE "profiles"."listed";--> statement-breakpoint
CREATE INDEX "reviews_practitioner_created_id_idx" ON "reviews" USING btree ("practitioner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "sessions_open_modality_starts_idx" ON "sessions" USING btree ("modality","starts_at","practitioner_id") WHERE "sessions"."status" = 'scheduled' and "sessions"."requested_by" is null;