CREATE TABLE "executor_expenses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"loved_one_id" uuid NOT NULL,
	"paid_on" date NOT NULL,
	"payee" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"category" text NOT NULL,
	"paid_by_user_id" text,
	"notes" text,
	"receipt_key" text,
	"receipt_content_type" text,
	"receipt_file_name" text,
	"reimbursed" boolean DEFAULT false NOT NULL,
	"created_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"loved_one_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"institution" text NOT NULL,
	"reference_last4" text,
	"contact_phone" text,
	"contact_address" text,
	"contact_website" text,
	"estimated_value_cents" bigint,
	"is_debt" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'to_notify' NOT NULL,
	"notified_on" date,
	"in_progress_on" date,
	"finished_on" date,
	"notes" text,
	"assigned_to_user_id" text,
	"created_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "executor_expenses" ADD CONSTRAINT "executor_expenses_loved_one_id_loved_ones_id_fk" FOREIGN KEY ("loved_one_id") REFERENCES "public"."loved_ones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "executor_expenses" ADD CONSTRAINT "executor_expenses_paid_by_user_id_users_id_fk" FOREIGN KEY ("paid_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "executor_expenses" ADD CONSTRAINT "executor_expenses_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_loved_one_id_loved_ones_id_fk" FOREIGN KEY ("loved_one_id") REFERENCES "public"."loved_ones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_assigned_to_user_id_users_id_fk" FOREIGN KEY ("assigned_to_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "executor_expenses_loved_one_idx" ON "executor_expenses" USING btree ("loved_one_id","paid_on");--> statement-breakpoint
CREATE INDEX "inventory_items_loved_one_idx" ON "inventory_items" USING btree ("loved_one_id","kind");