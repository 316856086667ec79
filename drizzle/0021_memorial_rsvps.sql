CREATE TABLE "memorial_rsvps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"party_size" integer NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "memorial_rsvps" ADD CONSTRAINT "memorial_rsvps_event_id_memorial_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."memorial_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "memorial_rsvps_event_idx" ON "memorial_rsvps" USING btree ("event_id","created_at");