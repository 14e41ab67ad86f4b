CREATE TABLE "signature_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"petition_id" integer NOT NULL,
	"email" text,
	"email_domain" text,
	"name" text,
	"language" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"signature_id" integer,
	"withdrawn_at" timestamp with time zone,
	"erased_at" timestamp with time zone,
	CONSTRAINT "signature_requests_token_unique" UNIQUE("token_hash"),
	CONSTRAINT "signature_requests_one_per_address" UNIQUE("petition_id","email"),
	CONSTRAINT "signature_requests_language_known" CHECK ("signature_requests"."language" in ('en', 'ga'))
);
--> statement-breakpoint
ALTER TABLE "petitioner_mail" DROP CONSTRAINT "petitioner_mail_kind_known";--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_petition_id_petitions_id_fk" FOREIGN KEY ("petition_id") REFERENCES "petitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signature_requests_by_confirmation" ON "signature_requests" USING brin ("confirmed_at");--> statement-breakpoint
ALTER TABLE "petitioner_mail" ADD CONSTRAINT "petitioner_mail_kind_known" CHECK ("petitioner_mail"."kind" in ('published', 'hidden', 'response', 'signature'));