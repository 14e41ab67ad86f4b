CREATE TABLE "petition_log" (
	"petition_id" integer NOT NULL,
	"position" integer NOT NULL,
	"entry" text NOT NULL,
	"signature_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "petition_log_petition_id_position_pk" PRIMARY KEY("petition_id","position"),
	CONSTRAINT "petition_log_position_non_negative" CHECK ("petition_log"."position" >= 0)
);
--> statement-breakpoint
CREATE TABLE "petition_snapshots" (
	"petition_id" integer NOT NULL,
	"size" integer NOT NULL,
	"head" text NOT NULL,
	"count" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"signature" text NOT NULL,
	CONSTRAINT "petition_snapshots_petition_id_size_pk" PRIMARY KEY("petition_id","size")
);
--> statement-breakpoint
ALTER TABLE "petitions" ADD COLUMN "log_size" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "petition_log" ADD CONSTRAINT "petition_log_petition_id_petitions_id_fk" FOREIGN KEY ("petition_id") REFERENCES "petitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "petition_snapshots" ADD CONSTRAINT "petition_snapshots_petition_id_petitions_id_fk" FOREIGN KEY ("petition_id") REFERENCES "petitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "petition_log_by_signature" ON "petition_log" USING btree ("petition_id","signature_id");--> statement-breakpoint
CREATE INDEX "petition_log_by_entry" ON "petition_log" USING btree ("petition_id","entry");--> statement-breakpoint
-- The signatures counted before the log existed enter it first, in the order they were given. Their signers
-- were never shown a receipt, so their entries say so.
INSERT INTO "petition_log" ("petition_id", "position", "entry", "signature_id", "created_at")
SELECT "petition_id", (row_number() OVER (PARTITION BY "petition_id" ORDER BY "id") - 1)::int,
       'signature without receipt', "id", "created_at"
  FROM "petition_signatures";--> statement-breakpoint
UPDATE "petitions" p SET "log_size" = c.n
  FROM (SELECT "petition_id", count(*)::int AS n FROM "petition_signatures" GROUP BY "petition_id") c
 WHERE p."id" = c."petition_id";
