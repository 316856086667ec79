CREATE TABLE "loved_one_access" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"loved_one_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"role" text DEFAULT 'support_member' NOT NULL,
	"granted_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loved_ones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_user_id" text NOT NULL,
	"kind" text DEFAULT 'recent-loss' NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"relationship_to_user" text,
	"date_of_birth" date,
	"date_of_death" date,
	"obituary" text,
	"memorial_website_url" text,
	"photo_key" text,
	"state_code" text,
	"county" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"loved_one_id" uuid NOT NULL,
	"key" text,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"area" text DEFAULT 'support' NOT NULL,
	"description" text,
	"notes" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"is_custom" boolean DEFAULT false NOT NULL,
	"is_personalized" boolean DEFAULT false NOT NULL,
	"estimated_minutes" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_by_user_id" text,
	"assigned_to_user_id" text,
	"due_date" date,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "loved_one_access" ADD CONSTRAINT "loved_one_access_loved_one_id_loved_ones_id_fk" FOREIGN KEY ("loved_one_id") REFERENCES "public"."loved_ones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loved_one_access" ADD CONSTRAINT "loved_one_access_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loved_one_access" ADD CONSTRAINT "loved_one_access_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loved_ones" ADD CONSTRAINT "loved_ones_admin_user_id_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_loved_one_id_loved_ones_id_fk" FOREIGN KEY ("loved_one_id") REFERENCES "public"."loved_ones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_assigned_to_user_id_users_id_fk" FOREIGN KEY ("assigned_to_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "loved_one_access_member_idx" ON "loved_one_access" USING btree ("loved_one_id","user_id");--> statement-breakpoint
CREATE INDEX "loved_one_access_user_idx" ON "loved_one_access" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "loved_ones_admin_idx" ON "loved_ones" USING btree ("admin_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "loved_ones_same_person_idx" ON "loved_ones" USING btree ("admin_user_id",lower("first_name"),lower("last_name"),"date_of_birth","date_of_death") WHERE "loved_ones"."date_of_birth" is not null and "loved_ones"."date_of_death" is not null;--> statement-breakpoint
CREATE INDEX "tasks_loved_one_idx" ON "tasks" USING btree ("loved_one_id","status");--> statement-breakpoint
CREATE INDEX "tasks_assignee_idx" ON "tasks" USING btree ("assigned_to_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tasks_generated_key_idx" ON "tasks" USING btree ("loved_one_id","key") WHERE "tasks"."key" is not null;