ALTER TABLE "notification_preferences" ALTER COLUMN "time_zone" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "notification_preferences" ALTER COLUMN "time_zone" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "tribute_notices" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- 'UTC' was the column default, also given to rows an unsubscribe link created, so it cannot tell a
-- zone the browser reported from one nobody asked for. Null means "not asked yet": digests still use
-- UTC, and the person's next visit fills in their browser's zone.
UPDATE "notification_preferences" SET "time_zone" = NULL WHERE "time_zone" = 'UTC';
