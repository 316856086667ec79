CREATE TABLE "memorial_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"memorial_page_id" uuid NOT NULL,
	"kind" text DEFAULT 'service' NOT NULL,
	"title" text,
	"event_date" date,
	"start_time" text,
	"end_time" text,
	"time_zone" text,
	"place" text,
	"livestream_url" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "memorial_events" ADD CONSTRAINT "memorial_events_memorial_page_id_memorial_pages_id_fk" FOREIGN KEY ("memorial_page_id") REFERENCES "public"."memorial_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "memorial_events_page_idx" ON "memorial_events" USING btree ("memorial_page_id","event_date");--> statement-breakpoint
-- Each page's one service becomes its first event, before the columns that held it go.
INSERT INTO "memorial_events" ("memorial_page_id", "kind", "event_date", "start_time", "time_zone", "place", "livestream_url")
SELECT "id", 'service', "service_date", "service_time", "service_time_zone", "service_place", "livestream_url"
FROM "memorial_pages"
WHERE "service_date" IS NOT NULL OR "service_place" IS NOT NULL OR "livestream_url" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "memorial_pages" DROP COLUMN "service_date";--> statement-breakpoint
ALTER TABLE "memorial_pages" DROP COLUMN "service_time";--> statement-breakpoint
ALTER TABLE "memorial_pages" DROP COLUMN "service_time_zone";--> statement-breakpoint
ALTER TABLE "memorial_pages" DROP COLUMN "service_place";--> statement-breakpoint
ALTER TABLE "memorial_pages" DROP COLUMN "livestream_url";