ALTER TABLE "loved_ones" ADD COLUMN "name_given" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Loved ones set up before the name was asked carry the relationship as their name (lovedOneDefaults).
UPDATE "loved_ones" SET "name_given" = false WHERE "kind" = 'recent-loss' AND "last_name" = '' AND "first_name" IN ('Parent', 'Grandparent', 'Spouse', 'Child', 'Sibling', 'Friend', 'Other', 'Loved One');
