ALTER TABLE "payments" ADD COLUMN "qr_image_uri" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "expires_at" timestamp with time zone;