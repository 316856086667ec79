CREATE TABLE "memorial_remembrances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"memorial_page_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "memorial_pages" ADD COLUMN "pronouns" text;--> statement-breakpoint
ALTER TABLE "memorial_remembrances" ADD CONSTRAINT "memorial_remembrances_memorial_page_id_memorial_pages_id_fk" FOREIGN KEY ("memorial_page_id") REFERENCES "public"."memorial_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "memorial_remembrances_page_idx" ON "memorial_remembrances" USING btree ("memorial_page_id","kind");