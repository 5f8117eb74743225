/*
 * A notification on channel public_answers_changed, delivered when the writing transaction
 * commits, whenever a write may change a public answer the server keeps in memory
 * (db/publicAnswerCache.ts, decision 0037): GET /Categories, /adv, /CategoryBooks/{id},
 * /search and /listings/{id} show listings with their category and their seller's name, e-mail
 * and rating. So: any write to listings or categories, and a user's name, e-mail or rating
 * (search_words and the category totals follow listings through their own triggers). It
 * replaces migration 0004's narrower public_lists_changed, which only the old cache listened to.
 */
DROP TRIGGER "listings_notify_public_lists_changed" ON "listings";--> statement-breakpoint
DROP TRIGGER "categories_notify_public_lists_changed" ON "categories";--> statement-breakpoint
DROP FUNCTION "notify_public_lists_changed"();--> statement-breakpoint
CREATE FUNCTION "notify_public_answers_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('public_answers_changed', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "listings_notify_public_answers_changed"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "listings"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_answers_changed"();--> statement-breakpoint
CREATE TRIGGER "categories_notify_public_answers_changed"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_answers_changed"();--> statement-breakpoint
CREATE TRIGGER "users_notify_public_answers_changed"
  AFTER DELETE OR TRUNCATE OR UPDATE OF "email", "name", "rating_sum", "rating_count" ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_answers_changed"();
