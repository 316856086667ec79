CREATE TABLE "executor_time_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"loved_one_id" uuid NOT NULL,
	"on_date" date NOT NULL,
	"minutes" integer NOT NULL,
	"work" text NOT NULL,
	"logged_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "executor_time_entries" ADD CONSTRAINT "executor_time_entries_loved_one_id_loved_ones_id_fk" FOREIGN KEY ("loved_one_id") REFERENCES "public"."loved_ones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "executor_time_entries" ADD CONSTRAINT "executor_time_entries_logged_by_user_id_users_id_fk" FOREIGN KEY ("logged_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "executor_time_entries_loved_one_idx" ON "executor_time_entries" USING btree ("loved_one_id","on_date");