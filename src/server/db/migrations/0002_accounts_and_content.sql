CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"mime" text NOT NULL,
	"ext" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"original_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "contact_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"company" text,
	"topic" text NOT NULL,
	"message" text NOT NULL,
	"locale" text NOT NULL,
	"ip" text,
	"mailed_at" timestamp with time zone,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_categories" (
	"id" integer NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"show" boolean DEFAULT true NOT NULL,
	"category_class" text NOT NULL,
	"class_icon" text NOT NULL,
	"color" text NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "content_categories_kind_id_pk" PRIMARY KEY("kind","id")
);
--> statement-breakpoint
CREATE TABLE "content_post_translations" (
	"post_id" integer NOT NULL,
	"kind" text NOT NULL,
	"locale" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"body_html" text DEFAULT '' NOT NULL,
	"seo_title" text,
	"seo_description" text,
	"seo_keywords" text,
	CONSTRAINT "content_post_translations_post_id_locale_pk" PRIMARY KEY("post_id","locale")
);
--> statement-breakpoint
CREATE TABLE "content_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"category_id" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"cover_url" text,
	"author_name" text,
	"brand_name" text,
	"creator_names" text[] DEFAULT '{}' NOT NULL,
	"channel_types" text[] DEFAULT '{}' NOT NULL,
	"metrics" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"published_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "downloads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"upload_id" uuid,
	"title_th" text NOT NULL,
	"title_en" text NOT NULL,
	"description_th" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"audience" text NOT NULL,
	"locale" text NOT NULL,
	"question" text NOT NULL,
	"answer_html" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel_type" text NOT NULL,
	"display_name" text NOT NULL,
	"handle" text NOT NULL,
	"followers" integer NOT NULL,
	"avatar_url" text,
	"profile_url" text,
	"interest" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"show" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seo_pages" (
	"page" text NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"keyword" text DEFAULT '' NOT NULL,
	"image" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seo_pages_page_locale_pk" PRIMARY KEY("page","locale")
);
--> statement-breakpoint
CREATE TABLE "static_pages" (
	"slug" text NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"body_html" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "static_pages_slug_locale_pk" PRIMARY KEY("slug","locale")
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"marketer_id" uuid NOT NULL,
	"brand_name" text NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	"brief" text NOT NULL,
	"objective" text NOT NULL,
	"channel_types" text[] NOT NULL,
	"post_types" text[] NOT NULL,
	"tier" text,
	"interests" text[] DEFAULT '{}' NOT NULL,
	"influencer_count" integer NOT NULL,
	"funding" text NOT NULL,
	"price_per_influencer_minor" bigint,
	"package_offer_id" integer,
	"currency" text DEFAULT 'THB' NOT NULL,
	"product_shipping" boolean DEFAULT false NOT NULL,
	"apply_by" date NOT NULL,
	"post_from" date NOT NULL,
	"post_to" date NOT NULL,
	"hashtags" text[] DEFAULT '{}' NOT NULL,
	"coupon_code" text,
	"dos" text[] DEFAULT '{}' NOT NULL,
	"donts" text[] DEFAULT '{}' NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cover_url" text,
	"visibility" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"influencer_id" uuid NOT NULL,
	"channel_type" text NOT NULL,
	"social_id" text NOT NULL,
	"status" text NOT NULL,
	"mismatch_reasons" text[] DEFAULT '{}' NOT NULL,
	"price_minor" bigint,
	"post_url" text,
	"change_note" text,
	"insight" jsonb,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "package_offer_translations" (
	"package_id" integer NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	"summary" text NOT NULL,
	"description_html" text DEFAULT '' NOT NULL,
	"features" text[] DEFAULT '{}' NOT NULL,
	CONSTRAINT "package_offer_translations_package_id_locale_pk" PRIMARY KEY("package_id","locale")
);
--> statement-breakpoint
CREATE TABLE "package_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"channel_types" text[] NOT NULL,
	"post_type" text NOT NULL,
	"tier" text NOT NULL,
	"influencer_count" integer NOT NULL,
	"price_minor" bigint NOT NULL,
	"currency" text DEFAULT 'THB' NOT NULL,
	"validity_days" integer DEFAULT 180 NOT NULL,
	"cover_url" text,
	"highlight" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "influencer_profiles" ADD CONSTRAINT "influencer_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "influencer_profiles" ADD CONSTRAINT "influencer_profiles_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "influencer_profiles" ADD CONSTRAINT "influencer_profiles_talent_manager_id_users_id_fk" FOREIGN KEY ("talent_manager_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketer_profile_images" ADD CONSTRAINT "marketer_profile_images_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketer_profiles" ADD CONSTRAINT "marketer_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_post_translations" ADD CONSTRAINT "content_post_translations_post_id_content_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."content_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_posts" ADD CONSTRAINT "content_posts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "downloads" ADD CONSTRAINT "downloads_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_marketer_id_users_id_fk" FOREIGN KEY ("marketer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_package_offer_id_package_offers_id_fk" FOREIGN KEY ("package_offer_id") REFERENCES "public"."package_offers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_influencer_id_users_id_fk" FOREIGN KEY ("influencer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_offer_translations" ADD CONSTRAINT "package_offer_translations_package_id_package_offers_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."package_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_user_idx" ON "uploads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "influencer_profiles_referrer_idx" ON "influencer_profiles" USING btree ("referrer_id");--> statement-breakpoint
CREATE INDEX "influencer_profiles_social_idx" ON "influencer_profiles" USING btree ("social_provider","social_subject");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "content_post_slug_unique" ON "content_post_translations" USING btree ("kind","locale","slug");--> statement-breakpoint
CREATE INDEX "content_posts_list_idx" ON "content_posts" USING btree ("kind","status","category_id","published_at");--> statement-breakpoint
CREATE INDEX "faq_entries_list_idx" ON "faq_entries" USING btree ("audience","locale","sort");--> statement-breakpoint
CREATE INDEX "campaigns_public_idx" ON "campaigns" USING btree ("visibility","status","apply_by");--> statement-breakpoint
CREATE INDEX "campaigns_marketer_idx" ON "campaigns" USING btree ("marketer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_campaign_channel_unique" ON "jobs" USING btree ("campaign_id","influencer_id","channel_type","social_id");--> statement-breakpoint
CREATE INDEX "jobs_influencer_idx" ON "jobs" USING btree ("influencer_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "package_offers_slug_unique" ON "package_offers" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "package_offers_status_idx" ON "package_offers" USING btree ("status","sort");