CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	"removed_reason" text,
	CONSTRAINT "reviews_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_removed_with_reason" CHECK (("reviews"."removed_at" is null) = ("reviews"."removed_reason" is null))
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_shown_by_seller_newest_idx" ON "reviews" USING btree ("seller_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "reviews"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "reviews_buyer_id_idx" ON "reviews" USING btree ("buyer_id");--> statement-breakpoint
CREATE INDEX "listings_available_by_seller_newest_idx" ON "listings" USING btree ("seller_id","posted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "listings"."sold" = false;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_rating_counts" CHECK ("users"."rating_count" >= 0 and "users"."rating_sum" >= "users"."rating_count");--> statement-breakpoint
/*
 * Hand-written from here on (drizzle-kit does not model triggers): users.rating_sum and
 * rating_count follow every write on reviews in the writing statement's transaction. A review
 * counts while it is not removed. Each change updates its seller's row, whose row lock orders
 * concurrent reviews of one seller, so the totals stay exact however many reviews arrive at once.
 */
CREATE FUNCTION "reviews_keep_seller_rating"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."removed_at" IS NULL THEN
    UPDATE "users" SET "rating_sum" = "rating_sum" - OLD."rating",
                       "rating_count" = "rating_count" - 1
     WHERE "id" = OLD."seller_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."removed_at" IS NULL THEN
    UPDATE "users" SET "rating_sum" = "rating_sum" + NEW."rating",
                       "rating_count" = "rating_count" + 1
     WHERE "id" = NEW."seller_id";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "reviews_keep_seller_rating"
  AFTER INSERT OR DELETE OR UPDATE OF "rating", "removed_at", "seller_id" ON "reviews"
  FOR EACH ROW EXECUTE FUNCTION "reviews_keep_seller_rating"();
