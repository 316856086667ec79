-- A checklist about someone who has died never calls them "your loved one": the two generated texts
-- that did now say "them". Stored tasks keep the words they were made with, so untouched ones change here.
UPDATE "tasks"
SET "title" = 'Arrange for them to be taken into care'
WHERE "key" = 'arrange-care' AND "title" = 'Arrange for your loved one to be taken into care';
--> statement-breakpoint
UPDATE "tasks"
SET "description" = replace("description", 'A funeral home takes your loved one into its care', 'A funeral home takes them into its care')
WHERE "key" = 'choose-funeral-home';
