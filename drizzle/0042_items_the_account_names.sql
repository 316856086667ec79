ALTER TABLE "estate_ledger_entries" DROP CONSTRAINT "estate_ledger_entries_debt_item_id_inventory_items_id_fk";
--> statement-breakpoint
ALTER TABLE "estate_ledger_entries" DROP CONSTRAINT "estate_ledger_entries_in_kind_item_id_inventory_items_id_fk";
--> statement-breakpoint
ALTER TABLE "estate_ledger_entries" DROP CONSTRAINT "estate_ledger_entries_from_item_id_inventory_items_id_fk";
--> statement-breakpoint
ALTER TABLE "estate_ledger_entries" ADD CONSTRAINT "estate_ledger_entries_debt_item_id_inventory_items_id_fk" FOREIGN KEY ("debt_item_id") REFERENCES "public"."inventory_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estate_ledger_entries" ADD CONSTRAINT "estate_ledger_entries_in_kind_item_id_inventory_items_id_fk" FOREIGN KEY ("in_kind_item_id") REFERENCES "public"."inventory_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estate_ledger_entries" ADD CONSTRAINT "estate_ledger_entries_from_item_id_inventory_items_id_fk" FOREIGN KEY ("from_item_id") REFERENCES "public"."inventory_items"("id") ON DELETE no action ON UPDATE no action;