CREATE TABLE "wellbeing_crisis_daily_counts" (
	"day" date PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Decision 033: crisis detections were security events carrying the person's id and reasons.
-- Keep only how many there were each day (UTC), then remove the rows themselves.
INSERT INTO "wellbeing_crisis_daily_counts" ("day", "count")
SELECT ("created_at" AT TIME ZONE 'UTC')::date, count(*)::integer
FROM "security_events"
WHERE "event_type" = 'wellbeing_crisis_detected'
GROUP BY 1;
--> statement-breakpoint
DELETE FROM "security_events" WHERE "event_type" = 'wellbeing_crisis_detected';
