CREATE TABLE "campaign_package_slots" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"campaign_id" uuid NOT NULL,
	"purchase_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"slots" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaign_package_slots" ADD CONSTRAINT "campaign_package_slots_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_package_slots" ADD CONSTRAINT "campaign_package_slots_purchase_id_package_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."package_purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_package_slots_campaign_idx" ON "campaign_package_slots" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "campaign_package_slots_purchase_idx" ON "campaign_package_slots" USING btree ("purchase_id");