CREATE TYPE "public"."booking_cancellation_reason" AS ENUM('hold_expired', 'checkout_abandoned', 'checkout_failed', 'seeker_cancelled', 'guide_cancelled_session', 'admin_cancelled_session', 'session_ended');--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "checkout_url" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "amount_due" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancellation_reason" "booking_cancellation_reason";--> statement-breakpoint
CREATE INDEX "bookings_unsent_refund_idx" ON "bookings" USING btree ("cancelled_at") WHERE "bookings"."refund_amount" > 0 and "bookings"."refunded_at" is null;--> statement-breakpoint
CREATE INDEX "bookings_payment_intent_idx" ON "bookings" USING btree ("stripe_payment_intent_id") WHERE "bookings"."stripe_payment_intent_id" is not null;--> statement-breakpoint
CREATE INDEX "sessions_scheduled_ends_idx" ON "sessions" USING btree ("ends_at") WHERE "sessions"."status" = 'scheduled';--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_amount_due_positive" CHECK ("bookings"."amount_due" is null or "bookings"."amount_due" > 0);--> statement-breakpoint
-- Refunds recorded before refunds were sent through a provider count as sent; the sweeper must not send them again.
UPDATE "bookings" SET "refunded_at" = coalesce("cancelled_at", "updated_at") WHERE "refund_amount" > 0;--> statement-breakpoint
UPDATE "bookings" SET "amount_due" = "payment_amount" WHERE "payment_amount" > 0;
