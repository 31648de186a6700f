-- Each process keeps explore's answers for a few seconds (decision 015). A commit that changes what
-- explore shows notifies `luz_listing_changed`; every process listening drops what it kept.
-- PostgreSQL delivers a notice only once its transaction commits, once per transaction however
-- many rows changed, and never for a rolled-back one.
CREATE FUNCTION luz_notify_listing_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('luz_listing_changed', '');
  RETURN NULL;
END $$;--> statement-breakpoint

-- Profiles carry everything a card and explore's filters read of a guide, the stored listing
-- columns included, which triggers on users, sessions and reviews keep up to date.
CREATE TRIGGER profiles_listing_notice AFTER INSERT OR UPDATE OR DELETE ON profiles
  FOR EACH ROW EXECUTE FUNCTION luz_notify_listing_changed();--> statement-breakpoint

-- A card falls back on the username when the profile has no name.
CREATE TRIGGER users_listing_notice AFTER UPDATE OF username ON users FOR EACH ROW
  WHEN (OLD.username IS DISTINCT FROM NEW.username)
  EXECUTE FUNCTION luz_notify_listing_changed();--> statement-breakpoint

-- Explore's date and modality filters and a card's next session read sessions. A hold that leaves
-- spots, the most frequent write, changes none of them.
CREATE TRIGGER sessions_listing_notice_inserted AFTER INSERT ON sessions
  FOR EACH ROW EXECUTE FUNCTION luz_notify_listing_changed();--> statement-breakpoint
CREATE TRIGGER sessions_listing_notice_deleted AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION luz_notify_listing_changed();--> statement-breakpoint
CREATE TRIGGER sessions_listing_notice_updated AFTER UPDATE ON sessions FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.starts_at IS DISTINCT FROM NEW.starts_at
        OR OLD.price IS DISTINCT FROM NEW.price OR OLD.requested_by IS DISTINCT FROM NEW.requested_by
        OR OLD.practitioner_id IS DISTINCT FROM NEW.practitioner_id
        OR OLD.modality IS DISTINCT FROM NEW.modality
        OR (OLD.remaining_spots > 0) IS DISTINCT FROM (NEW.remaining_spots > 0))
  EXECUTE FUNCTION luz_notify_listing_changed();
