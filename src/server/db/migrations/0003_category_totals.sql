DROP INDEX "listings_advertised_idx";--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "available_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "listings_advertised_newest_idx" ON "listings" USING btree ("posted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "listings"."adv" = true and "listings"."sold" = false;--> statement-breakpoint
/*
 * Hand-written from here on (drizzle-kit does not model triggers): categories.available_total
 * follows every write on listings in the writing statement's own transaction. Statement triggers
 * with transition tables, so a bulk write updates each category once, not once per row. Several
 * categories are locked in id order, so two bulk writes cannot deadlock on them.
 */
CREATE FUNCTION "listings_count_available"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
  deltas integer[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE "categories" SET "available_total" = 0 WHERE "available_total" <> 0;
    RETURN NULL;
  END IF;
  -- Each event has only its own transition tables: INSERT no old_rows, DELETE no new_rows.
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg("category_id" ORDER BY "category_id"), array_agg(n ORDER BY "category_id")
      INTO ids, deltas
      FROM (SELECT "category_id", count(*)::integer AS n FROM new_rows WHERE NOT "sold"
            GROUP BY "category_id") AS moves;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg("category_id" ORDER BY "category_id"), array_agg(n ORDER BY "category_id")
      INTO ids, deltas
      FROM (SELECT "category_id", -count(*)::integer AS n FROM old_rows WHERE NOT "sold"
            GROUP BY "category_id") AS moves;
  ELSE
    SELECT array_agg("category_id" ORDER BY "category_id"), array_agg(n ORDER BY "category_id")
      INTO ids, deltas
      FROM (SELECT "category_id", sum(n)::integer AS n
              FROM (SELECT "category_id", 1 AS n FROM new_rows WHERE NOT "sold"
                    UNION ALL
                    SELECT "category_id", -1 AS n FROM old_rows WHERE NOT "sold") AS sides
             GROUP BY "category_id" HAVING sum(n) <> 0) AS moves;
  END IF;
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  IF cardinality(ids) > 1 THEN
    PERFORM 1 FROM "categories" WHERE "id" = ANY (ids) ORDER BY "id" FOR UPDATE;
  END IF;
  UPDATE "categories" AS c SET "available_total" = c."available_total" + moves.n
    FROM unnest(ids, deltas) AS moves("id", n)
   WHERE c."id" = moves."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "listings_count_available_on_insert" AFTER INSERT ON "listings"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "listings_count_available"();--> statement-breakpoint
CREATE TRIGGER "listings_count_available_on_update" AFTER UPDATE ON "listings"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "listings_count_available"();--> statement-breakpoint
CREATE TRIGGER "listings_count_available_on_delete" AFTER DELETE ON "listings"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "listings_count_available"();--> statement-breakpoint
CREATE TRIGGER "listings_count_available_on_truncate" AFTER TRUNCATE ON "listings"
  FOR EACH STATEMENT EXECUTE FUNCTION "listings_count_available"();--> statement-breakpoint
-- The listings already there. The triggers' lock on listings is held until this migration
-- commits, so no write of another server copy can fall between them and this count.
UPDATE "categories" AS c SET "available_total" = (
  SELECT count(*) FROM "listings" AS l WHERE l."category_id" = c."id" AND NOT l."sold"
);
