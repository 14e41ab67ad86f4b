CREATE TABLE "fraud_flags" (
	"petition_id" integer NOT NULL,
	"source_kind" text NOT NULL,
	"source" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"signatures" integer NOT NULL,
	"flagged_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fraud_flags_petition_id_source_kind_source_hour_pk" PRIMARY KEY("petition_id","source_kind","source","hour"),
	CONSTRAINT "fraud_flags_source_kind_known" CHECK ("fraud_flags"."source_kind" in ('network', 'domain'))
);
--> statement-breakpoint
ALTER TABLE "fraud_flags" ADD CONSTRAINT "fraud_flags_petition_id_petitions_id_fk" FOREIGN KEY ("petition_id") REFERENCES "petitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fraud_flags_by_hour" ON "fraud_flags" USING btree ("hour");--> statement-breakpoint
CREATE INDEX "petition_signatures_by_time" ON "petition_signatures" USING brin ("created_at");