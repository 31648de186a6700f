CREATE TABLE "images" (
	"name" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" bytea NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "images_size_matches" CHECK ("images"."size" = octet_length("images"."bytes"))
);
--> statement-breakpoint
-- WebP is compressed already: stored out of line without PostgreSQL trying to compress it again.
ALTER TABLE "images" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
--> statement-breakpoint
CREATE INDEX "images_created_idx" ON "images" USING btree ("created_at");
