CREATE TABLE "estate_ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"loved_one_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"on_date" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"party" text NOT NULL,
	"description" text NOT NULL,
	"debt_item_id" uuid,
	"notes" text,
	"created_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "estate_ledger_entries" ADD CONSTRAINT "estate_ledger_entries_loved_one_id_loved_ones_id_fk" FOREIGN KEY ("loved_one_id") REFERENCES "public"."loved_ones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estate_ledger_entries" ADD CONSTRAINT "estate_ledger_entries_debt_item_id_inventory_items_id_fk" FOREIGN KEY ("debt_item_id") REFERENCES "public"."inventory_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estate_ledger_entries" ADD CONSTRAINT "estate_ledger_entries_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "estate_ledger_entries_loved_one_idx" ON "estate_ledger_entries" USING btree ("loved_one_id","on_date");