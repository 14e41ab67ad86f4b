CREATE TABLE "snapshot_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"announcement" text,
	"announcement_signature" text,
	CONSTRAINT "snapshot_keys_public_key_unique" UNIQUE("public_key")
);
--> statement-breakpoint
ALTER TABLE "petition_snapshots" ADD COLUMN "key_id" integer;--> statement-breakpoint
ALTER TABLE "petition_snapshots" ADD CONSTRAINT "petition_snapshots_key_id_snapshot_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "snapshot_keys"("id") ON DELETE no action ON UPDATE no action;