-- The admin bookings list walks bookings newest first, within a status or not, and tests its search
-- on the index entry: nothing is read from the table until a booking is on the page. A search text
-- is under 2,000 bytes (names, usernames, email and title at their longest, in any script), within
-- what a B-tree entry may hold. Holds (pending) are left out of the status index: their number moves
-- by thousands between two analyses, and a plan made while there were none would read every hold
-- through it.
DROP INDEX "bookings_created_id_idx";--> statement-breakpoint
CREATE INDEX "bookings_created_id_search_idx" ON "bookings" USING btree ("created_at","id","search_text");--> statement-breakpoint
CREATE INDEX "bookings_settled_status_created_id_search_idx" ON "bookings" USING btree ("status","created_at","id","search_text") WHERE "bookings"."status" <> 'pending';