CREATE TABLE "petition_signatures" (
	"id" serial PRIMARY KEY NOT NULL,
	"petition_id" integer NOT NULL,
	"signer_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "petition_signatures_one_per_signer" UNIQUE("petition_id","signer_key"),
	CONSTRAINT "petition_signatures_signer_key_length" CHECK (char_length("petition_signatures"."signer_key") between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "petitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"category" text DEFAULT 'community-development' NOT NULL,
	"submitter_name" text,
	"submitter_email" text,
	"signature_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "petitions_title_length" CHECK (char_length(btrim("petitions"."title")) between 1 and 200),
	CONSTRAINT "petitions_description_length" CHECK (char_length(btrim("petitions"."description")) between 1 and 1000),
	CONSTRAINT "petitions_category_known" CHECK ("petitions"."category" in ('community-development', 'environment', 'governance-policy', 'human-rights', 'infrastructure', 'public-services', 'other')),
	CONSTRAINT "petitions_submitter_name_length" CHECK (char_length("petitions"."submitter_name") between 1 and 100),
	CONSTRAINT "petitions_submitter_email_length" CHECK (char_length("petitions"."submitter_email") between 3 and 254),
	CONSTRAINT "petitions_signature_count_non_negative" CHECK ("petitions"."signature_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "petition_signatures" ADD CONSTRAINT "petition_signatures_petition_id_petitions_id_fk" FOREIGN KEY ("petition_id") REFERENCES "petitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "petitions_list_order" ON "petitions" USING btree ("signature_count" DESC NULLS LAST,"created_at" DESC NULLS LAST);