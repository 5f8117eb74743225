CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"conversation_id" uuid NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"awaiting" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_status_known" CHECK ("offers"."status" in ('open', 'accepted', 'declined', 'expired', 'ordered')),
	CONSTRAINT "offers_awaiting_while_open" CHECK (("offers"."status" = 'open') = ("offers"."awaiting" is not null)),
	CONSTRAINT "offers_amount_positive" CHECK ("offers"."amount" > 0),
	CONSTRAINT "offers_two_people" CHECK ("offers"."buyer_id" <> "offers"."seller_id")
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_known";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "fixed_price" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "offer_id" uuid;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "offer_event" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "offer_amount" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offers_one_open_per_buyer_and_listing" ON "offers" USING btree ("listing_id","buyer_id") WHERE "offers"."status" = 'open';--> statement-breakpoint
CREATE INDEX "offers_by_listing_newest_idx" ON "offers" USING btree ("listing_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "offers_buyer_id_idx" ON "offers" USING btree ("buyer_id");--> statement-breakpoint
CREATE INDEX "offers_seller_id_idx" ON "offers" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "offers_conversation_id_idx" ON "offers" USING btree ("conversation_id");--> statement-breakpoint
CREATE INDEX "offers_running_by_expiry_idx" ON "offers" USING btree ("expires_at") WHERE "offers"."status" in ('open', 'accepted');--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_offer_step_whole" CHECK (("messages"."offer_id" is null) = ("messages"."offer_event" is null)
        and ("messages"."offer_id" is null) = ("messages"."offer_amount" is null));--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_offer_event_known" CHECK ("messages"."offer_event" in ('made', 'countered', 'accepted', 'declined', 'expired'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_known" CHECK ("notifications"."kind" in ('book_ordered', 'order_paid', 'order_cancelled', 'order_changed', 'seller_verified', 'new_message', 'new_review', 'report_received', 'report_resolved', 'report_outcome', 'listing_approval', 'offer_changed'));