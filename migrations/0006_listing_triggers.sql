-- Columns that explore and the admin bookings search read instead of recomputing them on every
-- request (decision 013). Triggers keep them exact in the same transaction as the rows they come
-- from, whoever writes those rows (the app, the demo data, a bulk import), and this migration fills
-- them for the rows already there.

-- A profile is listed while its user is an approved, active guide.
CREATE FUNCTION luz_user_listing_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE profiles
  SET listed = (NEW.role = 'practitioner' AND NEW.is_approved AND NEW.is_active)
  WHERE user_id = NEW.id AND listed IS DISTINCT FROM (NEW.role = 'practitioner' AND NEW.is_approved AND NEW.is_active);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_listing AFTER UPDATE OF role, is_approved, is_active ON users FOR EACH ROW
  WHEN (OLD.role IS DISTINCT FROM NEW.role OR OLD.is_approved IS DISTINCT FROM NEW.is_approved
        OR OLD.is_active IS DISTINCT FROM NEW.is_active)
  EXECUTE FUNCTION luz_user_listing_changed();--> statement-breakpoint

-- The earliest scheduled public session with a spot left, of each of these guides. It does not
-- depend on the time: reads take it as the next session only while it lies ahead.
CREATE FUNCTION luz_refresh_open_sessions(guide_ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE profiles p
  SET open_session_id = found.id, open_session_starts_at = found.starts_at, open_session_price = found.price
  FROM (
    SELECT guide.id AS guide_id, s.id, s.starts_at, s.price
    FROM unnest(guide_ids) AS guide(id)
    LEFT JOIN LATERAL (
      SELECT s.id, s.starts_at, s.price FROM sessions s
      WHERE s.practitioner_id = guide.id AND s.status = 'scheduled' AND s.requested_by IS NULL
        AND s.remaining_spots > 0
      ORDER BY s.starts_at, s.id
      LIMIT 1
    ) s ON true
  ) found
  WHERE p.user_id = found.guide_id
    AND (p.open_session_id, p.open_session_starts_at, p.open_session_price)
        IS DISTINCT FROM (found.id, found.starts_at, found.price);
$$;--> statement-breakpoint

-- Only changes that can move a guide's open session refresh it: a hold that leaves spots does not.
CREATE FUNCTION luz_sessions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  guides integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT practitioner_id) INTO guides FROM new_sessions
    WHERE status = 'scheduled' AND requested_by IS NULL AND remaining_spots > 0;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT practitioner_id) INTO guides FROM old_sessions;
  ELSE
    SELECT array_agg(DISTINCT guide) INTO guides
    FROM old_sessions o JOIN new_sessions n ON n.id = o.id
    CROSS JOIN LATERAL (VALUES (o.practitioner_id), (n.practitioner_id)) AS g(guide)
    WHERE o.status IS DISTINCT FROM n.status OR o.starts_at IS DISTINCT FROM n.starts_at
       OR o.price IS DISTINCT FROM n.price OR o.requested_by IS DISTINCT FROM n.requested_by
       OR o.practitioner_id IS DISTINCT FROM n.practitioner_id
       OR (o.remaining_spots > 0) IS DISTINCT FROM (n.remaining_spots > 0);
  END IF;
  IF guides IS NOT NULL THEN
    PERFORM luz_refresh_open_sessions(guides);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER sessions_open_inserted AFTER INSERT ON sessions
  REFERENCING NEW TABLE AS new_sessions FOR EACH STATEMENT EXECUTE FUNCTION luz_sessions_changed();--> statement-breakpoint
CREATE TRIGGER sessions_open_updated AFTER UPDATE ON sessions
  REFERENCING OLD TABLE AS old_sessions NEW TABLE AS new_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION luz_sessions_changed();--> statement-breakpoint
CREATE TRIGGER sessions_open_deleted AFTER DELETE ON sessions
  REFERENCING OLD TABLE AS old_sessions FOR EACH STATEMENT EXECUTE FUNCTION luz_sessions_changed();--> statement-breakpoint

-- Review totals: added for new reviews, taken back for removed ones, both for a changed one.
CREATE FUNCTION luz_reviews_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE profiles p
    SET review_count = p.review_count - gone.n, rating_sum = p.rating_sum - gone.total
    FROM (SELECT practitioner_id, count(*)::int AS n, sum(rating)::int AS total
          FROM old_reviews GROUP BY practitioner_id) gone
    WHERE p.user_id = gone.practitioner_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE profiles p
    SET review_count = p.review_count + added.n, rating_sum = p.rating_sum + added.total
    FROM (SELECT practitioner_id, count(*)::int AS n, sum(rating)::int AS total
          FROM new_reviews GROUP BY practitioner_id) added
    WHERE p.user_id = added.practitioner_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER reviews_totals_inserted AFTER INSERT ON reviews
  REFERENCING NEW TABLE AS new_reviews FOR EACH STATEMENT EXECUTE FUNCTION luz_reviews_changed();--> statement-breakpoint
CREATE TRIGGER reviews_totals_updated AFTER UPDATE ON reviews
  REFERENCING OLD TABLE AS old_reviews NEW TABLE AS new_reviews
  FOR EACH STATEMENT EXECUTE FUNCTION luz_reviews_changed();--> statement-breakpoint
CREATE TRIGGER reviews_totals_deleted AFTER DELETE ON reviews
  REFERENCING OLD TABLE AS old_reviews FOR EACH STATEMENT EXECUTE FUNCTION luz_reviews_changed();--> statement-breakpoint

-- A new profile starts from what already exists about its user.
CREATE FUNCTION luz_profile_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT (u.role = 'practitioner' AND u.is_approved AND u.is_active) INTO NEW.listed
  FROM users u WHERE u.id = NEW.user_id;
  NEW.listed := coalesce(NEW.listed, false);
  SELECT count(*)::int, coalesce(sum(r.rating), 0)::int INTO NEW.review_count, NEW.rating_sum
  FROM reviews r WHERE r.practitioner_id = NEW.user_id;
  SELECT s.id, s.starts_at, s.price INTO NEW.open_session_id, NEW.open_session_starts_at, NEW.open_session_price
  FROM sessions s
  WHERE s.practitioner_id = NEW.user_id AND s.status = 'scheduled' AND s.requested_by IS NULL
    AND s.remaining_spots > 0
  ORDER BY s.starts_at, s.id
  LIMIT 1;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER profiles_listing BEFORE INSERT ON profiles FOR EACH ROW EXECUTE FUNCTION luz_profile_inserted();--> statement-breakpoint

-- The admin bookings search text of one booking: seeker name, username, email; guide name,
-- username; session title; accents removed and in lower case, so a plain LIKE (cheaper per row
-- than ILIKE) matches it.
CREATE FUNCTION luz_booking_search_text(booking_session integer, booking_student integer) RETURNS text
  LANGUAGE sql STABLE AS $$
  SELECT lower(luz_unaccent(concat_ws(' ', seeker_profile.name, seeker.username, seeker.email,
                                      guide_profile.name, guide.username, s.title)))
  FROM sessions s
  JOIN users guide ON guide.id = s.practitioner_id
  LEFT JOIN profiles guide_profile ON guide_profile.user_id = guide.id
  CROSS JOIN users seeker
  LEFT JOIN profiles seeker_profile ON seeker_profile.user_id = seeker.id
  WHERE s.id = booking_session AND seeker.id = booking_student
$$;--> statement-breakpoint
CREATE FUNCTION luz_booking_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := coalesce(luz_booking_search_text(NEW.session_id, NEW.student_id), '');
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER bookings_search_text BEFORE INSERT OR UPDATE OF session_id, student_id ON bookings
  FOR EACH ROW EXECUTE FUNCTION luz_booking_written();--> statement-breakpoint

-- A renamed person or session: the search text of every booking that shows them.
CREATE FUNCTION luz_person_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  person integer;
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    person := NEW.id;
  ELSE
    person := NEW.user_id;
  END IF;
  UPDATE bookings b SET search_text = coalesce(luz_booking_search_text(b.session_id, b.student_id), '')
  WHERE b.student_id = person
     OR b.session_id IN (SELECT s.id FROM sessions s WHERE s.practitioner_id = person);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_search_text AFTER UPDATE OF username, email ON users FOR EACH ROW
  WHEN (OLD.username IS DISTINCT FROM NEW.username OR OLD.email IS DISTINCT FROM NEW.email)
  EXECUTE FUNCTION luz_person_renamed();--> statement-breakpoint
CREATE TRIGGER profiles_search_text AFTER UPDATE OF name ON profiles FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION luz_person_renamed();--> statement-breakpoint
CREATE FUNCTION luz_session_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE bookings b SET search_text = coalesce(luz_booking_search_text(b.session_id, b.student_id), '')
  WHERE b.session_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER sessions_search_text AFTER UPDATE OF title, practitioner_id ON sessions FOR EACH ROW
  WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.practitioner_id IS DISTINCT FROM NEW.practitioner_id)
  EXECUTE FUNCTION luz_session_renamed();--> statement-breakpoint

-- The rows already there.
UPDATE profiles p SET listed = (u.role = 'practitioner' AND u.is_approved AND u.is_active)
FROM users u WHERE u.id = p.user_id;--> statement-breakpoint
UPDATE profiles p SET review_count = totals.n, rating_sum = totals.total
FROM (SELECT practitioner_id, count(*)::int AS n, sum(rating)::int AS total FROM reviews GROUP BY practitioner_id) totals
WHERE p.user_id = totals.practitioner_id;--> statement-breakpoint
SELECT luz_refresh_open_sessions(array_agg(user_id)) FROM profiles;--> statement-breakpoint
UPDATE bookings SET search_text = coalesce(luz_booking_search_text(session_id, student_id), '');
