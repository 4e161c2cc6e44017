ALTER TABLE "outbox_messages" ADD COLUMN "delivery_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_delivery_key_idx" ON "outbox_messages" USING btree ("delivery_key");