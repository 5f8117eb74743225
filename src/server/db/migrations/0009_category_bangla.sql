ALTER TABLE "categories" ADD COLUMN "name_bn" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "description_bn" text DEFAULT '' NOT NULL;