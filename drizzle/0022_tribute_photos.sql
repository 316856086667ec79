ALTER TABLE "memorial_tributes" ADD COLUMN "photo_web_key" text;--> statement-breakpoint
ALTER TABLE "memorial_tributes" ADD COLUMN "photo_thumbnail_key" text;