CREATE TABLE "estate_heirs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"loved_one_id" uuid NOT NULL,
	"name" text NOT NULL,
	"relationship" text,
	"share_basis_points" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "estate_ledger_entries" ALTER COLUMN "party" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "estate_ledger_entries" ADD COLUMN "heir_id" uuid;--> statement-breakpoint
ALTER TABLE "estate_ledger_entries" ADD COLUMN "in_kind" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "estate_ledger_entries" ADD COLUMN "in_kind_item_id" uuid;--> statement-breakpoint
ALTER TABLE "estate_heirs" ADD CONSTRAINT "estate_heirs_loved_one_id_loved_ones_id_fk" FOREIGN KEY ("loved_one_id") REFERENCES "public"."loved_ones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "estate_heirs_loved_one_idx" ON "estate_heirs" USING btree ("loved_one_id");--> statement-breakpoint
ALTER TABLE "estate_ledger_entries" ADD CONSTRAINT "estate_ledger_entries_heir_id_estate_heirs_id_fk" FOREIGN KEY ("heir_id") REFERENCES "public"."estate_heirs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estate_ledger_entries" ADD CONSTRAINT "estate_ledger_entries_in_kind_item_id_inventory_items_id_fk" FOREIGN KEY ("in_kind_item_id") REFERENCES "public"."inventory_items"("id") ON DELETE set null ON UPDATE no action;