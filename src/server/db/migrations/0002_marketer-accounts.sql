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
ALTER TABLE "marketer_profile_images" ADD CONSTRAINT "marketer_profile_images_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketer_profiles" ADD CONSTRAINT "marketer_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;