CREATE TABLE "pending_refunds" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"transaction_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_events" DROP CONSTRAINT "order_events_reason_known";--> statement-breakpoint
ALTER TABLE "pending_refunds" ADD CONSTRAINT "pending_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_reason_known" CHECK ("order_events"."reason" in ('placed', 'paid_online', 'handed_over', 'meetup_proposed', 'meetup_agreed', 'handover_locked', 'expired', 'cancelled_by_buyer', 'seller_no_show', 'cash_hold_expired', 'not_handed_over_in_time', 'listing_deleted', 'sold_to_another_buyer', 'problem_reported', 'problem_refunded', 'problem_closed', 'refund_pending', 'refunded'));