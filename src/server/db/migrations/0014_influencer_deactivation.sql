ALTER TABLE "influencer_profiles" ADD COLUMN "deactivation_reason" text;--> statement-breakpoint
ALTER TABLE "influencer_profiles" ADD COLUMN "deactivation_detail" text;--> statement-breakpoint
ALTER TABLE "influencer_profiles" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "influencer_profiles" ADD COLUMN "former_social" jsonb;