CREATE TABLE "memorial_follower_anniversaries" (
	"follower_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"on_date" date NOT NULL,
	"mail_id" uuid,
	CONSTRAINT "memorial_follower_anniversaries_follower_id_kind_on_date_pk" PRIMARY KEY("follower_id","kind","on_date")
);
--> statement-breakpoint
CREATE TABLE "memorial_follower_digests" (
	"memorial_page_id" uuid PRIMARY KEY NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memorial_followers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"memorial_page_id" uuid NOT NULL,
	"email" text NOT NULL,
	"wants_updates" boolean NOT NULL,
	"wants_anniversaries" boolean NOT NULL,
	"time_zone" text NOT NULL,
	"confirm_token_hash" text NOT NULL,
	"confirm_expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memorial_page_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"memorial_page_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "memorial_follower_anniversaries" ADD CONSTRAINT "memorial_follower_anniversaries_follower_id_memorial_followers_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."memorial_followers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memorial_follower_anniversaries" ADD CONSTRAINT "memorial_follower_anniversaries_mail_id_mail_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memorial_follower_digests" ADD CONSTRAINT "memorial_follower_digests_memorial_page_id_memorial_pages_id_fk" FOREIGN KEY ("memorial_page_id") REFERENCES "public"."memorial_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memorial_followers" ADD CONSTRAINT "memorial_followers_memorial_page_id_memorial_pages_id_fk" FOREIGN KEY ("memorial_page_id") REFERENCES "public"."memorial_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memorial_page_changes" ADD CONSTRAINT "memorial_page_changes_memorial_page_id_memorial_pages_id_fk" FOREIGN KEY ("memorial_page_id") REFERENCES "public"."memorial_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "memorial_followers_page_email_idx" ON "memorial_followers" USING btree ("memorial_page_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "memorial_followers_token_idx" ON "memorial_followers" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE INDEX "memorial_page_changes_page_idx" ON "memorial_page_changes" USING btree ("memorial_page_id","created_at");