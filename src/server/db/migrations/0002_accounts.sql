CREATE TABLE "influencer_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"referral_code" text NOT NULL,
	"referrer_id" uuid,
	"talent_manager_id" uuid,
	"talent_manager_consent_at" timestamp with time zone,
	"consent_accepted_at" timestamp with time zone NOT NULL,
	"country" text NOT NULL,
	"nationality" text NOT NULL,
	"first_name_th" text,
	"last_name_th" text,
	"first_name_en" text,
	"last_name_en" text,
	"gender" text,
	"birth_date" date,
	"current_address" jsonb,
	"shipping_choice" text,
	"shipping_address" jsonb,
	"interests" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image_upload_id" uuid,
	"phone_verified_at" timestamp with time zone,
	"ready_at" timestamp with time zone,
	"notification_channels" jsonb DEFAULT '["email"]'::jsonb NOT NULL,
	"notification_language" text DEFAULT 'th' NOT NULL,
	"line_id" text,
	"toasts_seen" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"social_provider" text,
	"social_subject" text,
	"utm" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "influencer_profiles_referral_code_unique" UNIQUE("referral_code")
);
--> statement-breakpoint
CREATE TABLE "social_logins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"state_hash" text NOT NULL,
	"code_verifier" text NOT NULL,
	"nonce" text NOT NULL,
	"locale" text NOT NULL,
	"subject" text,
	"email" text,
	"email_verified" boolean,
	"name" text,
	"ticket_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "social_logins_state_hash_unique" UNIQUE("state_hash"),
	CONSTRAINT "social_logins_ticket_hash_unique" UNIQUE("ticket_hash")
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"mime" text NOT NULL,
	"bytes" integer NOT NULL,
	"original_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketer_profile_images" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketer_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"contact_name" text NOT NULL,
	"company_name" text,
	"country" text DEFAULT 'TH' NOT NULL,
	"tax_id" text,
	"address" jsonb,
	"website" text,
	"industry" text,
	"objective" text,
	"budget" text,
	"campaign_start" text,
	"classification" text,
	"tax_regimen" text,
	"account_holder_type" text,
	"notification_channels" jsonb DEFAULT '["email"]'::jsonb NOT NULL,
	"notification_language" text DEFAULT 'th' NOT NULL,
	"signup_step" text DEFAULT 'phone' NOT NULL,
	"phone_verified_at" timestamp with time zone,
	"profile_image_version" integer DEFAULT 0 NOT NULL,
	"deactivation_reason" text,
	"deactivation_detail" text,
	"deactivated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "influencer_profiles" ADD CONSTRAINT "influencer_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "influencer_profiles" ADD CONSTRAINT "influencer_profiles_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "influencer_profiles" ADD CONSTRAINT "influencer_profiles_talent_manager_id_users_id_fk" FOREIGN KEY ("talent_manager_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketer_profile_images" ADD CONSTRAINT "marketer_profile_images_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketer_profiles" ADD CONSTRAINT "marketer_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "influencer_profiles_referrer_idx" ON "influencer_profiles" USING btree ("referrer_id");--> statement-breakpoint
CREATE INDEX "influencer_profiles_social_idx" ON "influencer_profiles" USING btree ("social_provider","social_subject");--> statement-breakpoint
CREATE INDEX "uploads_user_idx" ON "uploads" USING btree ("user_id");