/*
 * The rate limits' counters when several copies share PostgreSQL (decision 0039). Unlogged: a
 * counter lives a minute, so after a PostgreSQL crash an empty table (a fresh minute's budget)
 * costs nothing, and each hit writes no WAL.
 */
CREATE UNLOGGED TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_counters_resets_at_idx" ON "rate_limit_counters" USING btree ("resets_at");
