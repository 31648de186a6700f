-- Explore's text search matched luz_unaccent(name || category || subcategory) through an index on
-- that expression, and rechecked every candidate row by calling the function again. The text is now
-- stored, unaccented and in lower case, so a recheck is a plain LIKE on a column (decision 015).
DROP INDEX "profiles_search_text_trgm_idx";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(luz_unaccent(coalesce(name, '') || ' ' || coalesce(category, '') || ' ' || coalesce(subcategory, '')))) STORED;--> statement-breakpoint
CREATE INDEX "profiles_listed_search_text_trgm_idx" ON "profiles" USING gin ("search_text" gin_trgm_ops) WHERE "profiles"."listed";