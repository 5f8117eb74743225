CREATE INDEX "listings_available_newest_idx" ON "listings" USING btree ("posted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "listings"."sold" = false;--> statement-breakpoint
CREATE INDEX "listings_available_by_price_idx" ON "listings" USING btree ("seller_price","id") WHERE "listings"."sold" = false;--> statement-breakpoint
/*
 * Hand-written from here on (drizzle-kit models neither extensions, functions, generated
 * tsvector columns nor triggers): search over available listings (docs/product.md#get-search,
 * decision 0026). Every extension ships with PGlite and with Debian's PostgreSQL.
 */
CREATE EXTENSION IF NOT EXISTS "pg_trgm";--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS "unaccent";--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS "fuzzystrmatch";--> statement-breakpoint
/*
 * The one spelling that listings and queries are both reduced to, so that the ways people type
 * a word compare equal: Unicode composed (NFC), accents off ('Café' = 'cafe'), lower case, Bangla
 * digits as ASCII ones, the long vowel signs as the short ones (ী = ি, ূ = ু), chandrabindu (ঁ)
 * and zero-width (non-)joiners dropped. IMMUTABLE so that a generated column may call it; that
 * holds because the body is parsed here (a SQL-standard body), which fixes the unaccent
 * dictionary by its id instead of looking it up by name at each call, as the one-argument
 * unaccent() would. Every listing's texts go through it, so the costly steps are skipped where
 * they would change nothing (NFC text, text without those Bangla signs), as most text is.
 */
CREATE FUNCTION "search_normalize"("value" text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN CASE
    WHEN "value" ~ ('[০-৯ীূঁ' || U&'\200C\200D' || ']')
      THEN translate(
        lower(unaccent('unaccent'::regdictionary,
          CASE WHEN "value" IS NFC NORMALIZED THEN "value" ELSE normalize("value", NFC) END)),
        '০১২৩৪৫৬৭৮৯ীূঁ' || U&'\200C\200D',
        '0123456789িু')
    ELSE lower(unaccent('unaccent'::regdictionary,
      CASE WHEN "value" IS NFC NORMALIZED THEN "value" ELSE normalize("value", NFC) END))
  END;--> statement-breakpoint
/*
 * Each listing's words, normalised and split by the `simple` configuration (PostgreSQL has no
 * Bengali one; `simple` splits Bangla words correctly and stems nothing), in two parts: the
 * heading (title and author) and the body (description). A query word matches a listing when it
 * is in either; search ranks listings whose heading holds every word first (decision 0026). Two
 * columns rather than weights in one, so that the planner's statistics tell a word common in
 * headings from one common in descriptions, and an index finds either. Only available listings
 * are indexed: search shows no other.
 */
ALTER TABLE "listings" ADD COLUMN "search_heading" tsvector GENERATED ALWAYS AS (
  to_tsvector('simple'::regconfig, search_normalize("book_title" || ' ' || "author"))
) STORED;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "search_body" tsvector GENERATED ALWAYS AS (
  to_tsvector('simple'::regconfig, search_normalize("description"))
) STORED;--> statement-breakpoint
CREATE INDEX "listings_search_heading_idx" ON "listings" USING gin ("search_heading")
  WHERE "sold" = false;--> statement-breakpoint
CREATE INDEX "listings_search_body_idx" ON "listings" USING gin ("search_body")
  WHERE "sold" = false;--> statement-breakpoint
/*
 * Every word of 4 to 64 letters that any listing has ever had: what a misspelt query word is
 * compared with (a word within one edit of it, search_word_neighbours). A few thousand rows where
 * the listings have millions of words; longer "words" (a pasted link) are no one's typo, and the
 * edit distance refuses strings over 255 characters. Words are never removed: a neighbour that no
 * listing has any more matches nothing.
 */
CREATE TABLE "search_words" ("word" text PRIMARY KEY);--> statement-breakpoint
CREATE INDEX "search_words_trigram_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
/* Sorted, so that two writers adding the same new words wait for each other in one order. */
CREATE FUNCTION "search_words_add_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("word")
  SELECT DISTINCT lexeme
    FROM new_rows,
         unnest(tsvector_to_array(new_rows."search_heading" || new_rows."search_body")) AS lexeme
   WHERE char_length(lexeme) BETWEEN 4 AND 64
   ORDER BY lexeme
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "listings_search_words_on_insert" AFTER INSERT ON "listings"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "search_words_add_inserted"();--> statement-breakpoint
/* Texts rarely change after posting; a row trigger with a condition skips every other update. */
CREATE FUNCTION "search_words_add_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("word")
  SELECT DISTINCT lexeme
    FROM unnest(tsvector_to_array(NEW."search_heading" || NEW."search_body")) AS lexeme
   WHERE char_length(lexeme) BETWEEN 4 AND 64
   ORDER BY lexeme
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "listings_search_words_on_update"
  AFTER UPDATE OF "book_title", "author", "description" ON "listings"
  FOR EACH ROW WHEN (OLD."search_heading" || OLD."search_body"
                    IS DISTINCT FROM NEW."search_heading" || NEW."search_body")
  EXECUTE FUNCTION "search_words_add_updated"();--> statement-breakpoint
INSERT INTO "search_words" ("word")
SELECT DISTINCT lexeme
  FROM "listings", unnest(tsvector_to_array("search_heading" || "search_body")) AS lexeme
 WHERE char_length(lexeme) BETWEEN 4 AND 64
ON CONFLICT DO NOTHING;--> statement-breakpoint
/*
 * The known words within one edit of a typed word: one letter wrong, missing or added, or two
 * neighbouring letters swapped ('sapeins', 'humayn'). The trigram index finds the candidates
 * (a 5-letter word with two letters swapped shares a fifth of its trigrams, hence the low
 * threshold, set for this call only), the edit distance keeps the right ones.
 */
CREATE FUNCTION "search_word_neighbours"("typed" text) RETURNS SETOF text
  LANGUAGE sql STABLE PARALLEL SAFE
  SET "pg_trgm.similarity_threshold" = 0.19
BEGIN ATOMIC
  SELECT "word" FROM "search_words"
   WHERE char_length("typed") <= 64 AND "word" % "typed" AND "word" <> "typed"
     AND (levenshtein_less_equal("word", "typed", 1) <= 1
          OR (char_length("word") = char_length("typed")
              AND EXISTS (SELECT 1 FROM generate_series(1, char_length("typed") - 1) AS i
                           WHERE overlay("typed" PLACING substr("typed", i + 1, 1)
                                         || substr("typed", i, 1) FROM i FOR 2) = "word")));
END;
