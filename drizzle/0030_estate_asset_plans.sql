CREATE TABLE "estate_asset_plans" (
	"item_id" uuid PRIMARY KEY NOT NULL,
	"loved_one_id" uuid NOT NULL,
	"plan" text NOT NULL,
	"heir_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "estate_asset_plans" ADD CONSTRAINT "estate_asset_plans_item_id_inventory_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."inventory_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estate_asset_plans" ADD CONSTRAINT "estate_asset_plans_loved_one_id_loved_ones_id_fk" FOREIGN KEY ("loved_one_id") REFERENCES "public"."loved_ones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estate_asset_plans" ADD CONSTRAINT "estate_asset_plans_heir_id_estate_heirs_id_fk" FOREIGN KEY ("heir_id") REFERENCES "public"."estate_heirs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "estate_asset_plans_loved_one_idx" ON "estate_asset_plans" USING btree ("loved_one_id");