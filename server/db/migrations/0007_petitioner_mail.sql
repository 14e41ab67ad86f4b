-- Emails to petitioners (server/mail/): the queue, and each petition's language (that of the page it was
-- created on; petitions created before this migration were created in English as far as anyone knows).
CREATE TABLE "petitioner_mail" (
	"id" serial PRIMARY KEY NOT NULL,
	"petition_id" integer NOT NULL,
	"kind" text NOT NULL,
	"payload" text NOT NULL,
	"recipient" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT date_trunc('milliseconds', now()) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"last_error" text,
	CONSTRAINT "petitioner_mail_kind_known" CHECK ("petitioner_mail"."kind" in ('published', 'hidden', 'response')),
	CONSTRAINT "petitioner_mail_recipient_length" CHECK (char_length("petitioner_mail"."recipient") between 3 and 254),
	CONSTRAINT "petitioner_mail_last_error_length" CHECK (char_length("petitioner_mail"."last_error") <= 500)
);
--> statement-breakpoint
ALTER TABLE "petitions" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "petitioner_mail" ADD CONSTRAINT "petitioner_mail_petition_id_petitions_id_fk" FOREIGN KEY ("petition_id") REFERENCES "petitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "petitioner_mail_due" ON "petitioner_mail" USING btree ("next_attempt_at","id") WHERE "petitioner_mail"."sent_at" is null and "petitioner_mail"."failed_at" is null;--> statement-breakpoint
ALTER TABLE "petitions" ADD CONSTRAINT "petitions_language_known" CHECK ("petitions"."language" in ('en', 'ga'));