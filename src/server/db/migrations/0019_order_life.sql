CREATE TABLE "order_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"actor_id" uuid,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_events_reason_known" CHECK ("order_events"."reason" in ('placed', 'paid_online', 'handed_over', 'meetup_proposed', 'meetup_agreed', 'handover_locked', 'expired', 'cancelled_by_buyer', 'seller_no_show', 'not_handed_over_in_time', 'listing_deleted', 'sold_to_another_buyer', 'problem_reported', 'problem_refunded', 'problem_closed')),
	CONSTRAINT "order_events_actor_known" CHECK ("order_events"."actor" in ('buyer', 'seller', 'admin', 'system'))
);
--> statement-breakpoint
CREATE TABLE "order_problems" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	"outcome" text,
	"note" text,
	CONSTRAINT "order_problems_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "order_problems_reason_known" CHECK ("order_problems"."reason" in ('not_as_described', 'not_received')),
	CONSTRAINT "order_problems_outcome_known" CHECK ("order_problems"."outcome" in ('refunded', 'closed')),
	CONSTRAINT "order_problems_resolved_with_outcome" CHECK (("order_problems"."resolved_at" is null) = ("order_problems"."outcome" is null)
        and ("order_problems"."resolved_at" is null) = ("order_problems"."note" is null))
);
--> statement-breakpoint
CREATE TABLE "seller_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"order_id" uuid,
	"kind" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_ledger_kind_known" CHECK ("seller_ledger"."kind" in ('handover', 'payout', 'refund')),
	CONSTRAINT "seller_ledger_sign" CHECK (("seller_ledger"."kind" = 'handover' and "seller_ledger"."amount" > 0) or ("seller_ledger"."kind" <> 'handover' and "seller_ledger"."amount" < 0))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_known";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_known";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_paid_at_when_paid";--> statement-breakpoint
DROP INDEX "orders_one_paid_per_listing";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "accepts_online" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "accepts_cash" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "cash_order_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "seller_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "meetup_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "meetup_proposed_by" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "meetup_agreed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "handover_code_hash" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "handover_failed_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "handover_locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "handed_over_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_problems" ADD CONSTRAINT "order_problems_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_problems" ADD CONSTRAINT "order_problems_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_ledger" ADD CONSTRAINT "seller_ledger_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_ledger" ADD CONSTRAINT "seller_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_ledger" ADD CONSTRAINT "seller_ledger_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_by_order_idx" ON "order_events" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_problems_open_oldest_idx" ON "order_problems" USING btree ("created_at") WHERE "order_problems"."resolved_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "seller_ledger_one_entry_per_order_and_kind" ON "seller_ledger" USING btree ("order_id","kind") WHERE "seller_ledger"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "seller_ledger_by_seller_idx" ON "seller_ledger" USING btree ("seller_id","created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_seller_id_idx" ON "orders" USING btree ("seller_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_cash_hold_per_listing" ON "orders" USING btree ("listing_id") WHERE "orders"."status" = 'unpaid' and "orders"."payment_method" = 'cash';--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_paid_per_listing" ON "orders" USING btree ("listing_id") WHERE "orders"."status" in ('paid', 'handed_over');--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_accepts_a_payment" CHECK ("listings"."accepts_online" or "listings"."accepts_cash");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_known" CHECK ("notifications"."kind" in ('book_ordered', 'order_paid', 'order_cancelled', 'order_changed', 'seller_verified', 'new_message', 'new_review', 'report_received', 'report_resolved', 'report_outcome', 'listing_approval'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_known" CHECK ("orders"."payment_method" in ('online', 'cash'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_paid_online_only" CHECK ("orders"."status" <> 'paid' or "orders"."payment_method" = 'online');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_handed_over_at" CHECK (("orders"."status" = 'handed_over') = ("orders"."handed_over_at" is not null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cash_has_meetup" CHECK ("orders"."payment_method" <> 'cash' or "orders"."meetup_at" is not null);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_known" CHECK ("orders"."status" in ('unpaid', 'paid', 'handed_over', 'cancelled'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_paid_at_when_paid" CHECK (("orders"."status" in ('paid', 'handed_over')) = ("orders"."paid_at" is not null));--> statement-breakpoint
-- Hand-written: orders placed before seller_id existed name their seller by e-mail only.
UPDATE "orders" SET "seller_id" = "users"."id" FROM "users" WHERE "users"."email" = "orders"."seller_email" AND "orders"."seller_id" IS NULL;
