CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid,
	"book_title" text NOT NULL,
	"book_img" text DEFAULT '' NOT NULL,
	"buyer_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"buyer_read_seq" bigint DEFAULT 0 NOT NULL,
	"seller_read_seq" bigint DEFAULT 0 NOT NULL,
	"reported_at" timestamp with time zone,
	"reported_by" uuid,
	"report_reason" text,
	CONSTRAINT "conversations_two_people" CHECK ("conversations"."buyer_id" <> "conversations"."seller_id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "messages_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"conversation_id" uuid NOT NULL,
	"sender_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "messages_body_length" CHECK (char_length("messages"."body") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "notifications_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"email_status" text DEFAULT 'pending' NOT NULL,
	"email_attempts" integer DEFAULT 0 NOT NULL,
	"email_next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"email_sent_at" timestamp with time zone,
	"email_error" text,
	CONSTRAINT "notifications_kind_known" CHECK ("notifications"."kind" in ('book_ordered', 'order_paid', 'order_cancelled', 'seller_verified', 'new_message', 'new_review')),
	CONSTRAINT "notifications_email_status_known" CHECK ("notifications"."email_status" in ('pending', 'sent', 'skipped', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "user_event_counters" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"last_seq" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_events" (
	"user_id" uuid NOT NULL,
	"seq" bigint NOT NULL,
	"kind" text NOT NULL,
	"conversation_id" uuid,
	"message_id" uuid,
	"notification_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_events_user_id_seq_pk" PRIMARY KEY("user_id","seq")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_notifications" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "messaging_blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_event_counters" ADD CONSTRAINT "user_event_counters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_events" ADD CONSTRAINT "user_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_one_per_listing_and_buyer" ON "conversations" USING btree ("listing_id","buyer_id");--> statement-breakpoint
CREATE INDEX "conversations_buyer_newest_idx" ON "conversations" USING btree ("buyer_id","last_message_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "conversations_seller_newest_idx" ON "conversations" USING btree ("seller_id","last_message_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "conversations_reported_idx" ON "conversations" USING btree ("reported_at" DESC NULLS FIRST) WHERE "conversations"."reported_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_seq_unique" ON "messages" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "messages_by_conversation_idx" ON "messages" USING btree ("conversation_id","seq" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_by_user_newest_idx" ON "notifications" USING btree ("user_id","seq" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_unread_by_user_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_email_due_idx" ON "notifications" USING btree ("email_next_attempt_at") WHERE "notifications"."email_status" = 'pending';--> statement-breakpoint
CREATE INDEX "user_events_created_idx" ON "user_events" USING btree ("created_at");--> statement-breakpoint
/*
 * Hand-written from here on (drizzle-kit does not model triggers): the live stream's log. Every
 * event of a person gets the next number from their user_event_counters row, whose row lock is
 * held until the writing transaction commits; so a person's events commit in number order, and
 * a stream that has sent number n can read "after n" without ever skipping a later commit. The
 * notification on channel user_events ('<user id>:<number>') is delivered on commit, to every
 * server copy listening (PostgreSQL LISTEN/NOTIFY; PGlite in its one process).
 */
CREATE FUNCTION "record_user_event"(
  "person" uuid, "event_kind" text, "conversation" uuid, "message" uuid, "notification" uuid
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  "number" bigint;
BEGIN
  INSERT INTO "user_event_counters" ("user_id", "last_seq") VALUES ("person", 1)
    ON CONFLICT ("user_id")
    DO UPDATE SET "last_seq" = "user_event_counters"."last_seq" + 1
    RETURNING "last_seq" INTO "number";
  INSERT INTO "user_events" ("user_id", "seq", "kind", "conversation_id", "message_id", "notification_id")
    VALUES ("person", "number", "event_kind", "conversation", "message", "notification");
  PERFORM pg_notify('user_events', "person"::text || ':' || "number"::text);
END;
$$;--> statement-breakpoint
/* A message sent or removed: an event for both people, the smaller id first (one lock order). */
CREATE FUNCTION "messages_record_user_events"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "pair" record;
BEGIN
  SELECT "buyer_id", "seller_id" INTO "pair" FROM "conversations" WHERE "id" = NEW."conversation_id";
  PERFORM "record_user_event"(LEAST("pair"."buyer_id", "pair"."seller_id"), 'message', NEW."conversation_id", NEW."id", NULL);
  PERFORM "record_user_event"(GREATEST("pair"."buyer_id", "pair"."seller_id"), 'message', NEW."conversation_id", NEW."id", NULL);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "messages_record_user_events"
  AFTER INSERT OR UPDATE OF "removed_at" ON "messages"
  FOR EACH ROW EXECUTE FUNCTION "messages_record_user_events"();--> statement-breakpoint
/* A read mark moved: the reader's other tabs and devices update their counts. */
CREATE FUNCTION "conversations_record_read_events"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."buyer_read_seq" <> OLD."buyer_read_seq" THEN
    PERFORM "record_user_event"(NEW."buyer_id", 'read', NEW."id", NULL, NULL);
  END IF;
  IF NEW."seller_read_seq" <> OLD."seller_read_seq" THEN
    PERFORM "record_user_event"(NEW."seller_id", 'read', NEW."id", NULL, NULL);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "conversations_record_read_events"
  AFTER UPDATE OF "buyer_read_seq", "seller_read_seq" ON "conversations"
  FOR EACH ROW EXECUTE FUNCTION "conversations_record_read_events"();--> statement-breakpoint
CREATE FUNCTION "notifications_record_user_event"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "record_user_event"(NEW."user_id", 'notification', NULL, NULL, NEW."id");
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "notifications_record_user_event"
  AFTER INSERT ON "notifications"
  FOR EACH ROW EXECUTE FUNCTION "notifications_record_user_event"();--> statement-breakpoint
/*
 * Notifications marked read (one, or 'Mark all read'): one event per person, whatever the number
 * of rows. A statement trigger with transition tables (they cannot have a column list, so the
 * outbox's own updates come here too and find no read mark changed).
 */
CREATE FUNCTION "notifications_record_read_events"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "person" uuid;
BEGIN
  FOR "person" IN
    SELECT DISTINCT "after"."user_id" FROM "after_rows" AS "after"
      JOIN "before_rows" AS "before" ON "before"."id" = "after"."id"
     WHERE "before"."read_at" IS NULL AND "after"."read_at" IS NOT NULL
     ORDER BY 1
  LOOP
    PERFORM "record_user_event"("person", 'notifications_read', NULL, NULL, NULL);
  END LOOP;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "notifications_record_read_events"
  AFTER UPDATE ON "notifications"
  REFERENCING OLD TABLE AS "before_rows" NEW TABLE AS "after_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "notifications_record_read_events"();
