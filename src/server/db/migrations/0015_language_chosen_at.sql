/*
 * When the account's language was chosen: at sign-in the newer of the account's choice and the
 * device's wins. Null for the choices made before, which any later choice on a device outranks.
 */
ALTER TABLE "users" ADD COLUMN "language_chosen_at" timestamp with time zone;
