CREATE TABLE "memorial_slug_redirects" (
	"old_slug" text PRIMARY KEY NOT NULL,
	"memorial_page_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "memorial_slug_redirects" ADD CONSTRAINT "memorial_slug_redirects_memorial_page_id_memorial_pages_id_fk" FOREIGN KEY ("memorial_page_id") REFERENCES "public"."memorial_pages"("id") ON DELETE cascade ON UPDATE no action;