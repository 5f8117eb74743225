CREATE TABLE "photo_files" (
	"name" text PRIMARY KEY NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "photo_files_created_idx" ON "photo_files" USING btree ("created_at");--> statement-breakpoint
/*
 * WebP and JPEG are compressed already: stored out of line as they are, without PostgreSQL
 * trying (and failing) to compress them again on every write.
 */
ALTER TABLE "photo_files" ALTER COLUMN "data" SET STORAGE EXTERNAL;--> statement-breakpoint
/*
 * Photo references are paths on this site: an absolute address of one of our uploads,
 * on whatever host it was once reached by (http://localhost:5000/uploads/..., a proxy's inner
 * name), becomes its path, so it works through every copy, host and scheme. Only names the image
 * store gives (a UUID, then a width and .webp, or an older single extension) are rewritten; any
 * other address, another site's included, stays as it is. Self-contained: safe to renumber.
 */
UPDATE "listings" SET "book_img" = regexp_replace("book_img",
  '^https?://[^/?#]+(/uploads/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(-[1-9][0-9]{0,3}\.webp|\.(jpg|png|gif|webp)))$', '\1')
  WHERE "book_img" ~ '^https?://[^/?#]+/uploads/';--> statement-breakpoint
UPDATE "users" SET "img" = regexp_replace("img",
  '^https?://[^/?#]+(/uploads/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(-[1-9][0-9]{0,3}\.webp|\.(jpg|png|gif|webp)))$', '\1')
  WHERE "img" ~ '^https?://[^/?#]+/uploads/';--> statement-breakpoint
UPDATE "categories" SET "img" = regexp_replace("img",
  '^https?://[^/?#]+(/uploads/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(-[1-9][0-9]{0,3}\.webp|\.(jpg|png|gif|webp)))$', '\1')
  WHERE "img" ~ '^https?://[^/?#]+/uploads/';--> statement-breakpoint
UPDATE "conversations" SET "book_img" = regexp_replace("book_img",
  '^https?://[^/?#]+(/uploads/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(-[1-9][0-9]{0,3}\.webp|\.(jpg|png|gif|webp)))$', '\1')
  WHERE "book_img" ~ '^https?://[^/?#]+/uploads/';
