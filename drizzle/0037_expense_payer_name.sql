ALTER TABLE "executor_expenses" ADD COLUMN "paid_by_name" text;--> statement-breakpoint
-- Expenses recorded before keep their payer's name as Harbor shows it today (personName: the name
-- chosen in settings, else the one given at sign-up), while the payer's account is still there.
UPDATE "executor_expenses" AS "expense"
SET "paid_by_name" = NULLIF(trim(CASE
    WHEN "profile"."first_name" <> '' THEN "profile"."first_name" || ' ' || "profile"."last_name"
    WHEN "user"."first_name" <> '' THEN "user"."first_name" || ' ' || "user"."last_name"
    ELSE "user"."name"
  END), '')
FROM "users" AS "user"
LEFT JOIN "profiles" AS "profile" ON "profile"."user_id" = "user"."id"
WHERE "user"."id" = "expense"."paid_by_user_id";
