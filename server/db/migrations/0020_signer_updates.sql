CREATE TABLE "petition_update_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"petition_id" integer NOT NULL,
	"event" text NOT NULL,
	"kind" text NOT NULL,
	"happened_at" timestamp with time zone NOT NULL,
	"detail" text DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"next_request_id" integer DEFAULT 0 NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	"queued_at" timestamp with time zone,
	CONSTRAINT "petition_update_sends_once" UNIQUE("petition_id","event"),
	CONSTRAINT "petition_update_sends_kind_known" CHECK ("petition_update_sends"."kind" in ('response', 'debate-scheduled', 'debate-outcome', 'closed'))
);
--> statement-breakpoint
ALTER TABLE "petitioner_mail" DROP CONSTRAINT "petitioner_mail_kind_known";--> statement-breakpoint
ALTER TABLE "petitioner_mail" ADD COLUMN "signature_request_id" integer;--> statement-breakpoint
ALTER TABLE "petitioner_mail" ADD COLUMN "update_event" text;--> statement-breakpoint
ALTER TABLE "petitions" ADD COLUMN "debate_date" date;--> statement-breakpoint
ALTER TABLE "petitions" ADD COLUMN "debate_scheduled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD COLUMN "updates" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD COLUMN "updates_stopped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "petition_update_sends" ADD CONSTRAINT "petition_update_sends_petition_id_petitions_id_fk" FOREIGN KEY ("petition_id") REFERENCES "petitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "petition_update_sends_unfinished" ON "petition_update_sends" USING btree ("id") WHERE "petition_update_sends"."queued_at" is null;--> statement-breakpoint
CREATE INDEX "petitioner_mail_updates" ON "petitioner_mail" USING btree ("petition_id","update_event") WHERE "petitioner_mail"."update_event" is not null;--> statement-breakpoint
CREATE INDEX "signature_requests_wanting_updates" ON "signature_requests" USING btree ("petition_id","id") WHERE "signature_requests"."updates" and "signature_requests"."updates_stopped_at" is null and "signature_requests"."confirmed_at" is not null and "signature_requests"."withdrawn_at" is null and "signature_requests"."email" is not null;--> statement-breakpoint
ALTER TABLE "petitioner_mail" ADD CONSTRAINT "petitioner_mail_one_update" UNIQUE("signature_request_id","update_event");--> statement-breakpoint
ALTER TABLE "petitioner_mail" ADD CONSTRAINT "petitioner_mail_kind_known" CHECK ("petitioner_mail"."kind" in ('published', 'hidden', 'response', 'signature', 'update'));--> statement-breakpoint
-- Written by hand (not from the schema): the key that signs the signers' unsubscribe links
-- (server/petitions/updates/links.ts), made once per database like the address-hash salt of 0002.
INSERT INTO "server_secrets" ("name", "value")
VALUES ('updates-link-key', replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''))
ON CONFLICT ("name") DO NOTHING;
