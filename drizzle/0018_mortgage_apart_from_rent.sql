-- Issue #19: the debts option 'Mortgage/landlord' became 'Mortgage'; renting is the home question's answer.
-- Someone who said they owned no home, land or vehicle was paying a landlord: their home was rented.
UPDATE "onboarding_answers"
SET "answers_json" = jsonb_set(
    "answers_json",
    '{debts}',
    COALESCE(
      (SELECT jsonb_agg(debt ORDER BY position) FROM jsonb_array_elements_text("answers_json" -> 'debts') WITH ORDINALITY AS item(debt, position) WHERE debt <> 'Mortgage/landlord'),
      '[]'::jsonb
    )
  ) || CASE WHEN "answers_json" ? 'home' THEN '{}'::jsonb ELSE '{"home": "In a home they rented"}'::jsonb END
WHERE "answers_json" -> 'debts' ? 'Mortgage/landlord' AND "answers_json" ->> 'assets' = 'No';
--> statement-breakpoint
UPDATE "onboarding_answers"
SET "answers_json" = jsonb_set(
    "answers_json",
    '{debts}',
    (SELECT jsonb_agg(CASE WHEN debt = 'Mortgage/landlord' THEN 'Mortgage' ELSE debt END ORDER BY position) FROM jsonb_array_elements_text("answers_json" -> 'debts') WITH ORDINALITY AS item(debt, position))
  )
WHERE "answers_json" -> 'debts' ? 'Mortgage/landlord';
--> statement-breakpoint
-- An unfinished chat keeps its answers one row each: the same rule, and the chat asks the home question next.
UPDATE "grief_support_answers" AS saved
SET "answer" = COALESCE(
    (SELECT jsonb_agg(CASE WHEN debt = 'Mortgage/landlord' THEN 'Mortgage' ELSE debt END ORDER BY position)
     FROM jsonb_array_elements_text(saved."answer") WITH ORDINALITY AS item(debt, position)
     WHERE debt <> 'Mortgage/landlord' OR NOT EXISTS (
       SELECT 1 FROM "grief_support_answers" AS assets
       WHERE assets."user_id" = saved."user_id" AND assets."question_key" = 'assets' AND assets."answer" = '"No"'::jsonb
     )),
    '[]'::jsonb
  )
WHERE saved."question_key" = 'debts' AND jsonb_typeof(saved."answer") = 'array' AND saved."answer" ? 'Mortgage/landlord';
