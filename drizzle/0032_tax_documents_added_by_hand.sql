ALTER TABLE "tax_documents" ADD COLUMN "added_title" text;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD COLUMN "added_from" text;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD COLUMN "added_by_user_id" text;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_added_by_user_id_users_id_fk" FOREIGN KEY ("added_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;