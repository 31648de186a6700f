-- Explore forgives typos (decision 052): a search word may be close to a word of the stored search
-- text (pg_trgm's strict word similarity, `%>>`). The index is on the words of that text as
-- `searchWordsOf` spells them (letters and digits only), which every locale splits alike.
CREATE INDEX "profiles_listed_search_words_trgm_idx" ON "profiles" USING gin (regexp_replace("search_text", '[^a-z0-9]+', ' ', 'g') gin_trgm_ops) WHERE "profiles"."listed";