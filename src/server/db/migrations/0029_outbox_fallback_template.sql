ALTER TABLE "outbox_messages" ADD COLUMN "fallback" jsonb;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "template" jsonb;