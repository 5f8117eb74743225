CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"target_kind" text NOT NULL,
	"listing_id" uuid,
	"review_id" uuid,
	"conversation_id" uuid,
	"target_title" text NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reported_user_id" uuid,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	"outcome" text,
	"note" text,
	CONSTRAINT "reports_target_kind_known" CHECK ("reports"."target_kind" in ('listing', 'review', 'conversation')),
	CONSTRAINT "reports_outcome_known" CHECK ("reports"."outcome" in ('removed', 'no_action')),
	CONSTRAINT "reports_target_of_its_kind" CHECK (("reports"."listing_id" is null or "reports"."target_kind" = 'listing')
        and ("reports"."review_id" is null or "reports"."target_kind" = 'review')
        and ("reports"."conversation_id" is null or "reports"."target_kind" = 'conversation')),
	CONSTRAINT "reports_resolved_with_outcome" CHECK (("reports"."resolved_at" is null) = ("reports"."outcome" is null)
        and ("reports"."resolved_at" is null) = ("reports"."note" is null)),
	CONSTRAINT "reports_reason_length" CHECK (char_length("reports"."reason") <= 500)
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_known";--> statement-breakpoint
ALTER TABLE "conversations" DROP CONSTRAINT "conversations_reported_by_users_id_fk";
--> statement-breakpoint
DROP INDEX "conversations_reported_idx";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "awaiting_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reported_user_id_users_id_fk" FOREIGN KEY ("reported_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_one_open_per_reporter_and_target" ON "reports" USING btree ("reporter_id","target_kind",coalesce("listing_id", "review_id", "conversation_id")) WHERE "reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "reports_open_oldest_idx" ON "reports" USING btree ("created_at","id") WHERE "reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "reports_resolved_newest_idx" ON "reports" USING btree ("resolved_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "reports"."resolved_at" is not null;--> statement-breakpoint
CREATE INDEX "reports_listing_id_idx" ON "reports" USING btree ("listing_id") WHERE "reports"."listing_id" is not null;--> statement-breakpoint
CREATE INDEX "reports_review_id_idx" ON "reports" USING btree ("review_id") WHERE "reports"."review_id" is not null;--> statement-breakpoint
CREATE INDEX "reports_conversation_id_idx" ON "reports" USING btree ("conversation_id") WHERE "reports"."conversation_id" is not null;--> statement-breakpoint
CREATE INDEX "reports_reporter_id_idx" ON "reports" USING btree ("reporter_id");--> statement-breakpoint
CREATE INDEX "reports_reported_user_id_idx" ON "reports" USING btree ("reported_user_id");--> statement-breakpoint
CREATE INDEX "listings_awaiting_approval_idx" ON "listings" USING btree ("posted_at","id") WHERE "listings"."awaiting_approval" = true;--> statement-breakpoint
/*
 * Hand-written: the conversations reported so far become open reports (decision 0051), their
 * reporter's words kept ('' when they gave none; a reason is required from now on), before the
 * conversation's own report columns go. One whose reporter's account is gone has nobody to tell.
 */
INSERT INTO "reports" ("target_kind", "conversation_id", "target_title", "reporter_id",
                       "reported_user_id", "reason", "created_at")
SELECT 'conversation', c."id", c."book_title", c."reported_by",
       CASE WHEN c."reported_by" = c."buyer_id" THEN c."seller_id" ELSE c."buyer_id" END,
       left(coalesce(c."report_reason", ''), 500), c."reported_at"
  FROM "conversations" AS c
 WHERE c."reported_at" IS NOT NULL AND c."reported_by" IS NOT NULL;--> statement-breakpoint
/*
 * Hand-written: a category's available_total counts the listings anyone can see, so a listing
 * waiting for approval counts once approved (migration 0003's triggers call this function).
 */
CREATE OR REPLACE FUNCTION "listings_count_available"() RETURNS trigger LANGUAGE plpgsql AS $$
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
      FROM (SELECT "category_id", count(*)::integer AS n FROM new_rows
             WHERE NOT "sold" AND NOT "awaiting_approval"
            GROUP BY "category_id") AS moves;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg("category_id" ORDER BY "category_id"), array_agg(n ORDER BY "category_id")
      INTO ids, deltas
      FROM (SELECT "category_id", -count(*)::integer AS n FROM old_rows
             WHERE NOT "sold" AND NOT "awaiting_approval"
            GROUP BY "category_id") AS moves;
  ELSE
    SELECT array_agg("category_id" ORDER BY "category_id"), array_agg(n ORDER BY "category_id")
      INTO ids, deltas
      FROM (SELECT "category_id", sum(n)::integer AS n
              FROM (SELECT "category_id", 1 AS n FROM new_rows
                     WHERE NOT "sold" AND NOT "awaiting_approval"
                    UNION ALL
                    SELECT "category_id", -1 AS n FROM old_rows
                     WHERE NOT "sold" AND NOT "awaiting_approval") AS sides
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
ALTER TABLE "conversations" DROP COLUMN "reported_at";--> statement-breakpoint
ALTER TABLE "conversations" DROP COLUMN "reported_by";--> statement-breakpoint
ALTER TABLE "conversations" DROP COLUMN "report_reason";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_known" CHECK ("notifications"."kind" in ('book_ordered', 'order_paid', 'order_cancelled', 'seller_verified', 'new_message', 'new_review', 'report_received', 'report_resolved', 'report_outcome', 'listing_approval'));