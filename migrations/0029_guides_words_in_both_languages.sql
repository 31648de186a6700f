ALTER TABLE "profiles" ADD COLUMN "bio_locale" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "bio_in_other_locale" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "description_locale" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "description_in_other_locale" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_bio_locale_known" CHECK ("profiles"."bio_locale" is null or "profiles"."bio_locale" in ('en', 'pt-PT'));--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_bio_in_other_locale_has_a_first" CHECK ("profiles"."bio_in_other_locale" is null or ("profiles"."bio_locale" is not null and "profiles"."bio" is not null));--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_description_locale_known" CHECK ("sessions"."description_locale" is null or "sessions"."description_locale" in ('en', 'pt-PT'));--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_description_in_other_locale_has_a_first" CHECK ("sessions"."description_in_other_locale" is null or "sessions"."description_locale" is not null);