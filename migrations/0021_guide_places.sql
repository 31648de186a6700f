ALTER TABLE "profiles" drop column "search_text";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(luz_unaccent(coalesce(name, '') || ' ' || coalesce(category, '') || ' ' || coalesce(subcategory, '') || ' ' || coalesce(neighbourhood, '') || ' ' || city))) STORED;--> statement-breakpoint
ALTER TABLE "guide_applications" ADD COLUMN "neighbourhood" text;--> statement-breakpoint
-- Hand-written (decision 046): dropping the old search text above took its trigram indexes with it;
-- explore's text search needs it over the new text, which now holds the guide's place.
CREATE INDEX "profiles_listed_search_text_trgm_idx" ON "profiles" USING gin ("search_text" gin_trgm_ops) WHERE "profiles"."listed";--> statement-breakpoint
-- The typo index of decision 052 is over the same column and went with it too.
CREATE INDEX "profiles_listed_search_words_trgm_idx" ON "profiles" USING gin (regexp_replace("search_text", '[^a-z0-9]+', ' ', 'g') gin_trgm_ops) WHERE "profiles"."listed";--> statement-breakpoint
-- Hand-written (decision 046): the list of places as this migration found it (the contract's
-- PLACES), to move the free-text neighbourhoods and cities written before the list onto it.
CREATE TEMPORARY TABLE luz_places_0015 (name text PRIMARY KEY, city text NOT NULL, folded text NOT NULL);--> statement-breakpoint
INSERT INTO luz_places_0015 (name, city, folded)
SELECT name, city, lower(luz_unaccent(name)) FROM (VALUES
  ('Alfama', 'Lisbon'),
  ('Baixa', 'Lisbon'),
  ('Bairro Alto', 'Lisbon'),
  ('Cais do Sodré', 'Lisbon'),
  ('Castelo', 'Lisbon'),
  ('Chiado', 'Lisbon'),
  ('Graça', 'Lisbon'),
  ('Intendente', 'Lisbon'),
  ('Mouraria', 'Lisbon'),
  ('Príncipe Real', 'Lisbon'),
  ('São Bento', 'Lisbon'),
  ('Sé', 'Lisbon'),
  ('Ajuda', 'Lisbon'),
  ('Alcântara', 'Lisbon'),
  ('Belém', 'Lisbon'),
  ('Campo de Ourique', 'Lisbon'),
  ('Estrela', 'Lisbon'),
  ('Lapa', 'Lisbon'),
  ('Madragoa', 'Lisbon'),
  ('Restelo', 'Lisbon'),
  ('Santos', 'Lisbon'),
  ('Alvalade', 'Lisbon'),
  ('Anjos', 'Lisbon'),
  ('Areeiro', 'Lisbon'),
  ('Arroios', 'Lisbon'),
  ('Avenidas Novas', 'Lisbon'),
  ('Benfica', 'Lisbon'),
  ('Campo Grande', 'Lisbon'),
  ('Campolide', 'Lisbon'),
  ('Carnide', 'Lisbon'),
  ('Lumiar', 'Lisbon'),
  ('Marvila', 'Lisbon'),
  ('Olivais', 'Lisbon'),
  ('Parque das Nações', 'Lisbon'),
  ('Penha de França', 'Lisbon'),
  ('Saldanha', 'Lisbon'),
  ('Telheiras', 'Lisbon'),
  ('Carcavelos', 'Cascais'),
  ('Cascais', 'Cascais'),
  ('Colares', 'Sintra'),
  ('Ericeira', 'Mafra'),
  ('Estoril', 'Cascais'),
  ('Oeiras', 'Oeiras'),
  ('Parede', 'Cascais'),
  ('Sintra', 'Sintra'),
  ('Almada', 'Almada'),
  ('Barreiro', 'Barreiro'),
  ('Costa da Caparica', 'Almada'),
  ('Palmela', 'Palmela'),
  ('Seixal', 'Seixal'),
  ('Sesimbra', 'Sesimbra'),
  ('Setúbal', 'Setúbal'),
  ('Online', 'Online')
) AS place(name, city);--> statement-breakpoint
-- A guide's neighbourhood written in any case or accents becomes the list's, with its town as city.
UPDATE "profiles" p SET "neighbourhood" = pl.name, "city" = pl.city
FROM "users" u, luz_places_0015 pl
WHERE u.id = p.user_id AND u.role = 'practitioner'
  AND lower(luz_unaccent(btrim(p.neighbourhood))) = pl.folded;--> statement-breakpoint
-- A guide without a neighbourhood whose city is itself a place ("Cascais", "Sintra", "Online").
UPDATE "profiles" p SET "neighbourhood" = pl.name, "city" = pl.city
FROM "users" u, luz_places_0015 pl
WHERE u.id = p.user_id AND u.role = 'practitioner'
  AND nullif(btrim(p.neighbourhood), '') IS NULL
  AND lower(luz_unaccent(btrim(p.city))) = pl.folded;--> statement-breakpoint
-- Lisbon is spelled one way. A guide whose place is still unknown keeps what they wrote (it names
-- no area and the profile editor asks them to choose), as decision 046 says.
UPDATE "profiles" p SET "city" = 'Lisbon'
FROM "users" u
WHERE u.id = p.user_id AND u.role = 'practitioner'
  AND lower(luz_unaccent(btrim(p.city))) IN ('lisbon', 'lisboa') AND p.city <> 'Lisbon';--> statement-breakpoint
UPDATE "profiles" SET "neighbourhood" = NULL WHERE btrim("neighbourhood") = '';--> statement-breakpoint
-- An application's city that is a place becomes its neighbourhood, with that place's town.
UPDATE "guide_applications" a SET "neighbourhood" = pl.name, "city" = pl.city
FROM luz_places_0015 pl
WHERE lower(luz_unaccent(btrim(a.city))) = pl.folded;--> statement-breakpoint
UPDATE "guide_applications" SET "city" = 'Lisbon'
WHERE "neighbourhood" IS NULL AND lower(luz_unaccent(btrim("city"))) IN ('lisbon', 'lisboa') AND "city" <> 'Lisbon';--> statement-breakpoint
DROP TABLE luz_places_0015;
