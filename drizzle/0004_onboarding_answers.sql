CREATE TABLE "grief_support_answers" (
	"user_id" text NOT NULL,
	"question_key" text NOT NULL,
	"answer" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grief_support_answers_user_id_question_key_pk" PRIMARY KEY("user_id","question_key")
);
--> statement-breakpoint
CREATE TABLE "onboarding_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"loved_one_id" uuid NOT NULL,
	"user_id" text,
	"path" text NOT NULL,
	"source" text DEFAULT 'setup' NOT NULL,
	"answers_json" jsonb NOT NULL,
	"completion_pct" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "grief_support_answers" ADD CONSTRAINT "grief_support_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_answers" ADD CONSTRAINT "onboarding_answers_loved_one_id_loved_ones_id_fk" FOREIGN KEY ("loved_one_id") REFERENCES "public"."loved_ones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_answers" ADD CONSTRAINT "onboarding_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "onboarding_answers_loved_one_idx" ON "onboarding_answers" USING btree ("loved_one_id");--> statement-breakpoint
CREATE INDEX "onboarding_answers_user_idx" ON "onboarding_answers" USING btree ("user_id");