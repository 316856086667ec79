ALTER TABLE "executor_expenses" ADD COLUMN "reimbursed_on" date;--> statement-breakpoint
-- The day each expense already paid back was paid back was never asked. The day it was paid is the
-- nearest known, moved to the date of death when it was earlier: the estate, which did the paying back,
-- did not exist before then, and its account starts that day.
UPDATE "executor_expenses" AS "expense"
SET "reimbursed_on" = greatest("expense"."paid_on", "loved_one"."date_of_death")
FROM "loved_ones" AS "loved_one"
WHERE "loved_one"."id" = "expense"."loved_one_id" AND "expense"."reimbursed";--> statement-breakpoint
ALTER TABLE "executor_expenses" ADD CONSTRAINT "executor_expenses_reimbursed_on" CHECK ("executor_expenses"."reimbursed" = ("executor_expenses"."reimbursed_on" is not null));
