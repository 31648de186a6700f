-- A payment of the wrong amount or currency no longer confirms its booking: the booking waits in
-- payment_review, keeping its spot, until an admin accepts the payment or refunds it
-- (payment_refunded). A live booking is now any that is not cancelled or completed; the index says so
-- without naming payment_review, which PostgreSQL lets no statement use in the transaction adding it.
ALTER TYPE "public"."booking_cancellation_reason" ADD VALUE 'payment_refunded';--> statement-breakpoint
ALTER TYPE "public"."booking_status" ADD VALUE 'payment_review';--> statement-breakpoint
DROP INDEX "bookings_one_active_per_seeker";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "payment_currency" text;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_active_per_seeker" ON "bookings" USING btree ("session_id","student_id") WHERE "bookings"."status" not in ('cancelled', 'completed');