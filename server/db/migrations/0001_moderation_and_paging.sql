CREATE TABLE "petition_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"petition_id" integer NOT NULL,
	"reporter_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "petition_reports_one_per_reporter" UNIQUE("petition_id","reporter_hash")
);
--> statement-breakpoint
ALTER TABLE "petition_signatures" ADD COLUMN "address_hash" text;--> statement-breakpoint
ALTER TABLE "petitions" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "petitions" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "petitions" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "petition_reports" ADD CONSTRAINT "petition_reports_petition_id_petitions_id_fk" FOREIGN KEY ("petition_id") REFERENCES "petitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "petition_signatures_by_address" ON "petition_signatures" USING btree ("petition_id","address_hash","created_at");--> statement-breakpoint
CREATE INDEX "petitions_newest" ON "petitions" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "petitions_category_order" ON "petitions" USING btree ("category","signature_count" DESC NULLS LAST,"created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "petitions" ADD CONSTRAINT "petitions_hidden_reason_length" CHECK (char_length("petitions"."hidden_reason") between 1 and 500);