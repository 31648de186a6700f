CREATE TYPE "public"."application_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."booking_status" AS ENUM('pending', 'confirmed', 'cancelled', 'completed');--> statement-breakpoint
CREATE TYPE "public"."session_status" AS ENUM('scheduled', 'completed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('student', 'practitioner', 'admin');--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"admin_id" integer,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "auth_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"status" "booking_status" DEFAULT 'pending' NOT NULL,
	"notes" text,
	"hold_expires_at" timestamp with time zone,
	"payment_provider" text,
	"payment_reference" text,
	"stripe_payment_intent_id" text,
	"payment_amount" integer,
	"commission_amount" integer,
	"refund_amount" integer,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_payment_non_negative" CHECK ("bookings"."payment_amount" is null or "bookings"."payment_amount" >= 0),
	CONSTRAINT "bookings_commission_within_payment" CHECK ("bookings"."commission_amount" is null or ("bookings"."commission_amount" >= 0 and "bookings"."commission_amount" <= coalesce("bookings"."payment_amount", 0))),
	CONSTRAINT "bookings_refund_within_payment" CHECK ("bookings"."refund_amount" is null or ("bookings"."refund_amount" >= 0 and "bookings"."refund_amount" <= coalesce("bookings"."payment_amount", 0)))
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"practitioner_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_not_self" CHECK ("favorites"."student_id" <> "favorites"."practitioner_id")
);
--> statement-breakpoint
CREATE TABLE "guide_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"city" text NOT NULL,
	"years_experience" integer DEFAULT 0 NOT NULL,
	"experience_level" text,
	"instagram" text,
	"website" text,
	"category" text NOT NULL,
	"subcategory" text NOT NULL,
	"bio" text NOT NULL,
	"unique_approach" text,
	"profile_photo_url" text,
	"certification1_name" text NOT NULL,
	"certification1_url" text NOT NULL,
	"certification2_name" text,
	"certification2_url" text,
	"professional_reference_email" text,
	"languages" text[] DEFAULT '{English}'::text[] NOT NULL,
	"session_location" text,
	"session_location_other" text,
	"session_format" text NOT NULL,
	"offer_group_sessions" boolean DEFAULT false NOT NULL,
	"price_per_session" integer NOT NULL,
	"price_per_group_session" integer,
	"status" "application_status" DEFAULT 'pending' NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guide_applications_price_positive" CHECK ("guide_applications"."price_per_session" > 0),
	CONSTRAINT "guide_applications_group_price_non_negative" CHECK ("guide_applications"."price_per_group_session" is null or "guide_applications"."price_per_group_session" >= 0),
	CONSTRAINT "guide_applications_years_non_negative" CHECK ("guide_applications"."years_experience" >= 0)
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_reset_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text,
	"bio" text,
	"short_bio" text,
	"city" text DEFAULT 'Lisbon' NOT NULL,
	"neighbourhood" text,
	"country" text,
	"category" text,
	"subcategory" text,
	"session_format" text,
	"price_per_session" integer,
	"modalities" text[] DEFAULT '{}'::text[] NOT NULL,
	"credentials" text[] DEFAULT '{}'::text[] NOT NULL,
	"specialties" text[] DEFAULT '{}'::text[] NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"experience_years" integer,
	"photo_gallery" text[] DEFAULT '{}'::text[] NOT NULL,
	"profile_pic_url" text,
	"social_links" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"availability" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "profiles_experience_years_non_negative" CHECK ("profiles"."experience_years" is null or "profiles"."experience_years" >= 0),
	CONSTRAINT "profiles_price_positive" CHECK ("profiles"."price_per_session" is null or "profiles"."price_per_session" > 0),
	CONSTRAINT "profiles_gallery_max_6" CHECK (coalesce(array_length("profiles"."photo_gallery", 1), 0) <= 6),
	CONSTRAINT "profiles_short_bio_length" CHECK ("profiles"."short_bio" is null or char_length("profiles"."short_bio") <= 120)
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"practitioner_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_booking_id_unique" UNIQUE("booking_id"),
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_comment_length" CHECK (char_length("reviews"."comment") between 5 and 500)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"practitioner_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"location" text NOT NULL,
	"modality" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"price" integer NOT NULL,
	"capacity" integer NOT NULL,
	"remaining_spots" integer NOT NULL,
	"status" "session_status" DEFAULT 'scheduled' NOT NULL,
	"requested_by" integer,
	"image_url" text,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_price_positive" CHECK ("sessions"."price" > 0),
	CONSTRAINT "sessions_capacity_positive" CHECK ("sessions"."capacity" > 0),
	CONSTRAINT "sessions_remaining_spots_range" CHECK ("sessions"."remaining_spots" between 0 and "sessions"."capacity"),
	CONSTRAINT "sessions_ends_after_start" CHECK ("sessions"."ends_at" > "sessions"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" "user_role" DEFAULT 'student' NOT NULL,
	"is_guide" boolean DEFAULT false NOT NULL,
	"is_approved" boolean DEFAULT false NOT NULL,
	"profile_complete" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"stripe_customer_id" text,
	"stripe_connect_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_length" CHECK (char_length("users"."username") between 3 and 50),
	CONSTRAINT "users_email_shape" CHECK ("users"."email" like '%_@_%')
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_practitioner_id_users_id_fk" FOREIGN KEY ("practitioner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_applications" ADD CONSTRAINT "guide_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_applications" ADD CONSTRAINT "guide_applications_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_practitioner_id_users_id_fk" FOREIGN KEY ("practitioner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_practitioner_id_users_id_fk" FOREIGN KEY ("practitioner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "auth_sessions_user_idx" ON "auth_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "auth_sessions_expires_idx" ON "auth_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_active_per_seeker" ON "bookings" USING btree ("session_id","student_id") WHERE "bookings"."status" in ('pending', 'confirmed');--> statement-breakpoint
CREATE INDEX "bookings_student_created_idx" ON "bookings" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_session_idx" ON "bookings" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "bookings_pending_hold_idx" ON "bookings" USING btree ("hold_expires_at") WHERE "bookings"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_payment_reference_key" ON "bookings" USING btree ("payment_reference");--> statement-breakpoint
CREATE UNIQUE INDEX "favorites_student_practitioner_key" ON "favorites" USING btree ("student_id","practitioner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "guide_applications_one_pending_per_user" ON "guide_applications" USING btree ("user_id") WHERE "guide_applications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "guide_applications_status_created_idx" ON "guide_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "guide_applications_user_idx" ON "guide_applications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "profiles_category_idx" ON "profiles" USING btree ("category");--> statement-breakpoint
CREATE INDEX "reviews_practitioner_created_idx" ON "reviews" USING btree ("practitioner_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_session_idx" ON "reviews" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "sessions_practitioner_starts_idx" ON "sessions" USING btree ("practitioner_id","starts_at");--> statement-breakpoint
CREATE INDEX "sessions_status_starts_idx" ON "sessions" USING btree ("status","starts_at");--> statement-breakpoint
CREATE INDEX "sessions_modality_idx" ON "sessions" USING btree ("modality");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_key" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_role_created_idx" ON "users" USING btree ("role","created_at");