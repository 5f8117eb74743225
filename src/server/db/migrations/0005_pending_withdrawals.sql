/*
 * Payment intents whose withdrawal failed while the provider was unreachable; the order expiry
 * retries them (payments/withdrawIntent.ts).
 */
CREATE TABLE "pending_withdrawals" (
	"intent_id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
