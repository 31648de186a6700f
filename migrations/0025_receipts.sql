ALTER TABLE "bookings" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "card_last4" text;--> statement-breakpoint
-- Receipts need the date of every payment already taken. A confirmed booking was paid when it was
-- confirmed; a payment that never confirmed its booking (held for review, or arrived too late and
-- refunded) last changed the row when it was recorded, which is the closest moment kept.
UPDATE "bookings" SET "paid_at" = coalesce("confirmed_at", "updated_at") WHERE "payment_amount" IS NOT NULL;
