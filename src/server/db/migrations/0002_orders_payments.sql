CREATE TABLE "test_payment_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"client_secret" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'requires_payment_method' NOT NULL,
	"amount_refunded" integer DEFAULT 0 NOT NULL,
	"order_id" uuid NOT NULL,
	"buyer_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_payment_intents_client_secret_unique" UNIQUE("client_secret"),
	CONSTRAINT "test_payment_intents_status_known" CHECK ("test_payment_intents"."status" in ('requires_payment_method', 'succeeded', 'canceled')),
	CONSTRAINT "test_payment_intents_amounts" CHECK ("test_payment_intents"."amount" >= 0 and "test_payment_intents"."amount_refunded" between 0 and "test_payment_intents"."amount")
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "reserved_order_id" uuid;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "reserved_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "intent_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_unpaid_per_buyer_and_listing" ON "orders" USING btree ("buyer_id","listing_id") WHERE "orders"."status" = 'unpaid';--> statement-breakpoint
CREATE INDEX "orders_unpaid_by_age_idx" ON "orders" USING btree ("created_at") WHERE "orders"."status" = 'unpaid';