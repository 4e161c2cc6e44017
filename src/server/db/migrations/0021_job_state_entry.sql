ALTER TABLE "jobs" ADD COLUMN "state_entry" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "deadline_at" timestamp with time zone;--> statement-breakpoint
-- Decision 031: the jobs already waiting get the deadline their state's wait has by the defaults
-- (ASSIGN/SUBMIT 72 h, SHIPPING and INSIGHT 7 days, READY the end of the last posting day in
-- Bangkok), so the hourly sweep ends the waits that had no message before (SHIPPING, READY, INSIGHT).
UPDATE "jobs" SET "deadline_at" = "status_changed_at" + interval '72 hours' WHERE "status" IN ('ASSIGN', 'SUBMIT');--> statement-breakpoint
UPDATE "jobs" SET "deadline_at" = coalesce("shipped_at", "status_changed_at") + interval '7 days' WHERE "status" IN ('SHIPPING', 'INSIGHT');--> statement-breakpoint
UPDATE "jobs" SET "deadline_at" = (("campaigns"."post_to" + 1)::timestamp - interval '7 hours') AT TIME ZONE 'UTC' FROM "campaigns" WHERE "campaigns"."id" = "jobs"."campaign_id" AND "jobs"."status" = 'READY';
