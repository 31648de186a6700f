-- A guide's page and their reviews are kept between changes too (decision 015). Beyond what explore
-- shows, they read every review and the title of each reviewed session.
CREATE TRIGGER reviews_listing_notice AFTER INSERT OR UPDATE OR DELETE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION luz_notify_listing_changed();--> statement-breakpoint
CREATE TRIGGER sessions_title_listing_notice AFTER UPDATE OF title ON sessions FOR EACH ROW
  WHEN (OLD.title IS DISTINCT FROM NEW.title)
  EXECUTE FUNCTION luz_notify_listing_changed();
