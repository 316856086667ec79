CREATE TABLE "memorial_guests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"memorial_page_id" uuid NOT NULL,
	"name" text,
	"email" text NOT NULL,
	"note" text,
	"invited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "memorial_guests" ADD CONSTRAINT "memorial_guests_memorial_page_id_memorial_pages_id_fk" FOREIGN KEY ("memorial_page_id") REFERENCES "public"."memorial_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "memorial_guests_page_email_idx" ON "memorial_guests" USING btree ("memorial_page_id","email");--> statement-breakpoint
CREATE INDEX "memorial_guests_page_idx" ON "memorial_guests" USING btree ("memorial_page_id","created_at");