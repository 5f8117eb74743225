ALTER TABLE "listings" ADD COLUMN "accepts_online" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "accepts_cash" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "cash_order_id" uuid;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_accepts_a_payment" CHECK ("listings"."accepts_online" or "listings"."accepts_cash");