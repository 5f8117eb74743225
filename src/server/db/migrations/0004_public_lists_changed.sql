/*
 * A notification on channel public_lists_changed, delivered when the writing transaction commits,
 * whenever a write may change GET /Categories or GET /adv: any listing inserted, deleted or
 * truncated, a listing's sold, adv, category, cover or post time updated, any category written.
 * db/publicListCache.ts forgets its answers on it; being raised by the database, it covers every
 * writer (routes, jobs, scripts) without each having to remember the cache.
 */
CREATE FUNCTION "notify_public_lists_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('public_lists_changed', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "listings_notify_public_lists_changed"
  AFTER INSERT OR DELETE OR TRUNCATE
     OR UPDATE OF "sold", "adv", "category_id", "book_img", "posted_at" ON "listings"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_lists_changed"();--> statement-breakpoint
CREATE TRIGGER "categories_notify_public_lists_changed"
  AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_lists_changed"();
