ALTER TABLE "profiles" ADD COLUMN "price_per_group_session" integer;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_group_price_positive" CHECK ("profiles"."price_per_group_session" is null or "profiles"."price_per_group_session" > 0);--> statement-breakpoint
-- One catalogue: a profile is filed under a category the application offers, which explore groups
-- into its practices. Profiles written under an explore practice instead (demo data said "Bodywork")
-- or under nothing take the category of the guide's latest approved application.
UPDATE "profiles" AS p SET "category" = a."category"
FROM (
  SELECT DISTINCT ON ("user_id") "user_id", "category"
  FROM "guide_applications"
  WHERE "status" = 'approved'
  ORDER BY "user_id", "reviewed_at" DESC NULLS LAST, "id" DESC
) AS a
WHERE a."user_id" = p."user_id"
  AND (p."category" IS NULL OR p."category" NOT IN ('Reiki', 'Sound Healing', 'Breathwork', 'Energy Healing', 'Meditation', 'Yoga', 'Massage', 'Coaching', 'Nutrition', 'Other'))
  AND a."category" IN ('Reiki', 'Sound Healing', 'Breathwork', 'Energy Healing', 'Meditation', 'Yoga', 'Massage', 'Coaching', 'Nutrition', 'Other');
--> statement-breakpoint
-- What no approved application names: the practice's own category where it has one, else Other.
UPDATE "profiles" SET "category" = CASE WHEN "category" = 'Bodywork' THEN 'Massage' ELSE 'Other' END
WHERE "category" IS NOT NULL
  AND "category" NOT IN ('Reiki', 'Sound Healing', 'Breathwork', 'Energy Healing', 'Meditation', 'Yoga', 'Massage', 'Coaching', 'Nutrition', 'Other');
--> statement-breakpoint
-- The usual group price was asked by the application and kept only there until guides could edit it.
UPDATE "profiles" AS p SET "price_per_group_session" = a."price_per_group_session"
FROM (
  SELECT DISTINCT ON ("user_id") "user_id", "price_per_group_session", "offer_group_sessions"
  FROM "guide_applications"
  WHERE "status" = 'approved'
  ORDER BY "user_id", "reviewed_at" DESC NULLS LAST, "id" DESC
) AS a
WHERE a."user_id" = p."user_id" AND p."price_per_group_session" IS NULL
  AND a."offer_group_sessions" AND a."price_per_group_session" > 0;
