-- Explore's text search is case- and accent-insensitive ("sao" finds "São"): unaccent strips the
-- accents, pg_trgm lets a GIN index answer ILIKE '%term%'.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- unaccent() is only STABLE (it finds its dictionary through search_path), so an index cannot use
-- it. This SQL-standard body binds the function and the dictionary once, here, which is what makes
-- declaring the wrapper IMMUTABLE true.
CREATE OR REPLACE FUNCTION luz_unaccent(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN unaccent('unaccent'::regdictionary, value);
