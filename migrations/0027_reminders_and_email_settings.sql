CREATE TABLE "booking_reminders" (
	"booking_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"queued_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "booking_reminders_booking_id_starts_at_pk" PRIMARY KEY("booking_id","starts_at")
);
--> statement-breakpoint
CREATE TABLE "email_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"reminders" boolean DEFAULT true NOT NULL,
	"agenda" boolean DEFAULT true NOT NULL,
	"message_notices" boolean DEFAULT true NOT NULL,
	"unsubscribe_key" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guide_agendas" (
	"guide_id" integer NOT NULL,
	"day" text NOT NULL,
	"queued_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "guide_agendas_guide_id_day_pk" PRIMARY KEY("guide_id","day"),
	CONSTRAINT "guide_agendas_day_shape" CHECK ("guide_agendas"."day" ~ '^\d{4}-\d{2}-\d{2}$')
);
--> statement-breakpoint
ALTER TABLE "booking_reminders" ADD CONSTRAINT "booking_reminders_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_settings" ADD CONSTRAINT "email_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_agendas" ADD CONSTRAINT "guide_agendas_guide_id_users_id_fk" FOREIGN KEY ("guide_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Bookings already inside their last 24 hours when this arrives count as reminded: otherwise the
-- first sweep would send a burst of late reminders, some minutes before their sessions start.
INSERT INTO "booking_reminders" ("booking_id", "starts_at", "queued_at")
SELECT b."id", s."starts_at", now()
FROM "bookings" b JOIN "sessions" s ON s."id" = b."session_id"
WHERE b."status" = 'confirmed' AND s."status" = 'scheduled' AND s."starts_at" <= now() + interval '24 hours'
ON CONFLICT DO NOTHING;
