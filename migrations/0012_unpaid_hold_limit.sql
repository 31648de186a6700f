-- A seeker holds at most two unpaid bookings at once. Each hold takes one of two numbered places while
-- it is pending, and a unique index keeps two holds from taking the same one, so checkouts racing for
-- one seeker can never hold more. Holds placed before this migration have no place and lapse as usual.
-- Holds a seeker let lapse are found by seeker and time, to slow a seeker who keeps letting them lapse.
ALTER TABLE "bookings" ADD COLUMN "hold_slot" smallint;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_hold_slot_per_seeker" ON "bookings" USING btree ("student_id","hold_slot") WHERE "bookings"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "bookings_lapsed_hold_idx" ON "bookings" USING btree ("student_id","hold_expires_at") WHERE "bookings"."cancellation_reason" = 'hold_expired';--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_hold_slot_range" CHECK ("bookings"."hold_slot" between 1 and 2);