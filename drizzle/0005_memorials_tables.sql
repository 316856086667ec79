CREATE TABLE "memorial_favorites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"memorial_page_id" uuid NOT NULL,
	"category" text DEFAULT 'food' NOT NULL,
	"item_name" text NOT NULL,
	"item_description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memorial_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"loved_one_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"is_public" boolean DEFAULT false NOT NULL,
	"theme_color" text DEFAULT 'ocean' NOT NULL,
	"font_family" text DEFAULT 'playfair' NOT NULL,
	"layout_style" text DEFAULT 'classic' NOT NULL,
	"header_style" text DEFAULT 'hero' NOT NULL,
	"show_dates" boolean DEFAULT true NOT NULL,
	"show_timeline" boolean DEFAULT true NOT NULL,
	"show_quotes" boolean DEFAULT true NOT NULL,
	"show_favorites" boolean DEFAULT true NOT NULL,
	"show_tributes" boolean DEFAULT true NOT NULL,
	"memorial_music_url" text,
	"charity_name" text,
	"charity_url" text,
	"background_image_key" text,
	"moderation" text DEFAULT 'publish' NOT NULL,
	"service_date" date,
	"service_time" text,
	"service_place" text,
	"livestream_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memorial_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"memorial_page_id" uuid NOT NULL,
	"uploaded_by" text,
	"uploaded_by_name" text NOT NULL,
	"caption" text,
	"web_key" text NOT NULL,
	"thumbnail_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memorial_quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"memorial_page_id" uuid NOT NULL,
	"quote_text" text NOT NULL,
	"author" text,
	"category" text DEFAULT 'inspirational' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memorial_timeline" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"memorial_page_id" uuid NOT NULL,
	"event_date" date NOT NULL,
	"event_title" text NOT NULL,
	"event_description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memorial_tributes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"memorial_page_id" uuid NOT NULL,
	"author_user_id" text,
	"author_name" text NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "memorial_favorites" ADD CONSTRAINT "memorial_favorites_memorial_page_id_memorial_pages_id_fk" FOREIGN KEY ("memorial_page_id") REFERENCES "public"."memorial_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memorial_pages" ADD CONSTRAINT "memorial_pages_loved_one_id_loved_ones_id_fk" FOREIGN KEY ("loved_one_id") REFERENCES "public"."loved_ones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memorial_photos" ADD CONSTRAINT "memorial_photos_memorial_page_id_memorial_pages_id_fk" FOREIGN KEY ("memorial_page_id") REFERENCES "public"."memorial_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memorial_photos" ADD CONSTRAINT "memorial_photos_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memorial_quotes" ADD CONSTRAINT "memorial_quotes_memorial_page_id_memorial_pages_id_fk" FOREIGN KEY ("memorial_page_id") REFERENCES "public"."memorial_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memorial_timeline" ADD CONSTRAINT "memorial_timeline_memorial_page_id_memorial_pages_id_fk" FOREIGN KEY ("memorial_page_id") REFERENCES "public"."memorial_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memorial_tributes" ADD CONSTRAINT "memorial_tributes_memorial_page_id_memorial_pages_id_fk" FOREIGN KEY ("memorial_page_id") REFERENCES "public"."memorial_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memorial_tributes" ADD CONSTRAINT "memorial_tributes_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "memorial_favorites_page_idx" ON "memorial_favorites" USING btree ("memorial_page_id","category");--> statement-breakpoint
CREATE UNIQUE INDEX "memorial_pages_slug_idx" ON "memorial_pages" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "memorial_pages_loved_one_idx" ON "memorial_pages" USING btree ("loved_one_id");--> statement-breakpoint
CREATE INDEX "memorial_photos_page_idx" ON "memorial_photos" USING btree ("memorial_page_id","created_at");--> statement-breakpoint
CREATE INDEX "memorial_quotes_page_idx" ON "memorial_quotes" USING btree ("memorial_page_id","created_at");--> statement-breakpoint
CREATE INDEX "memorial_timeline_page_idx" ON "memorial_timeline" USING btree ("memorial_page_id","event_date");--> statement-breakpoint
CREATE INDEX "memorial_tributes_page_idx" ON "memorial_tributes" USING btree ("memorial_page_id","status","created_at");