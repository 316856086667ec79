CREATE TABLE "tax_documents" (
	"loved_one_id" uuid NOT NULL,
	"document_key" text NOT NULL,
	"status" text DEFAULT 'to_find' NOT NULL,
	"file_key" text,
	"file_content_type" text,
	"file_name" text,
	"file_uploaded_by_user_id" text,
	"updated_by_user_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_documents_loved_one_id_document_key_pk" PRIMARY KEY("loved_one_id","document_key")
);
--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_loved_one_id_loved_ones_id_fk" FOREIGN KEY ("loved_one_id") REFERENCES "public"."loved_ones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_file_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("file_uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;