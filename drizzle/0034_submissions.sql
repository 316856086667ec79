CREATE TABLE "submissions" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"key" uuid NOT NULL,
	"made_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submissions_user_id_kind_key_pk" PRIMARY KEY("user_id","kind","key")
);
