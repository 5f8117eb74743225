/*
 * A record belongs to the identity provider's account (firebase_uid), not to an address anyone can
 * sign up with again; mail goes only to a verified address (email_verified, refreshed at each
 * sign-in); every access token carries token_version and ends when it is raised;
 * sessions_revoked_at is the last 'Sign out everywhere'. Existing records start unbound and
 * unverified: their first sign-in with a verified address binds them and turns their mail on.
 */
ALTER TABLE "users" ADD COLUMN "firebase_uid" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sessions_revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_firebase_uid_unique" UNIQUE("firebase_uid");
