-- Issue 15: staff search any part of a name, e-mail, phone or channel handle (ILIKE '%…%'). pg_trgm is a
-- trusted extension (PostgreSQL 13+): the database owner may create it; PGlite loads it at open.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_display_name_trgm_idx" ON "users" USING gin ("display_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_phone_trgm_idx" ON "users" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "channels_social_id_trgm_idx" ON "channels" USING gin ("social_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "channels_name_trgm_idx" ON "channels" USING gin ("name" gin_trgm_ops);