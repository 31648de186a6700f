-- A session's picture is now only an image uploaded to Luz (/uploads/{name}.webp) or one of the demo
-- sessions' pictures (/images/sessions/{name}.svg). A full web address of an upload becomes its path,
-- as the image sweep already reads it; any other address (a picture on another website, which no
-- page ever showed) is dropped, so the edit form can save the session again as it is.
UPDATE "sessions"
SET "image_url" = substring("image_url" from '/uploads/[0-9a-f]{32}\.webp$')
WHERE "image_url" ~ '^https?://[^/\s]+/uploads/[0-9a-f]{32}\.webp$';
--> statement-breakpoint
UPDATE "sessions"
SET "image_url" = NULL
WHERE "image_url" IS NOT NULL
  AND "image_url" !~ '^/uploads/[0-9a-f]{32}\.webp$'
  AND "image_url" !~ '^/images/sessions/[a-z0-9-]+\.svg$';
