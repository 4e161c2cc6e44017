ALTER TABLE "uploads" ADD COLUMN "visibility" text DEFAULT 'private' NOT NULL;--> statement-breakpoint
-- Staff covers and download files are published content; every member file stays private.
UPDATE "uploads" SET "visibility" = 'public' WHERE "kind" IN ('image', 'download');
