CREATE TABLE "gateway_sessions" (
	"tran_id" text PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"buyer_email" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"val_id" text,
	"bank_tran_id" text,
	"paid_amount" text,
	"method" text,
	"risk_level" integer,
	"risk_title" text,
	"held_at" timestamp with time zone,
	"refund_ref_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gateway_sessions_val_id_unique" UNIQUE("val_id"),
	CONSTRAINT "gateway_sessions_status_known" CHECK ("gateway_sessions"."status" in ('open', 'paid', 'held', 'accepted', 'refunded', 'mismatched'))
);
--> statement-breakpoint
CREATE INDEX "gateway_sessions_order_idx" ON "gateway_sessions" USING btree ("order_id");