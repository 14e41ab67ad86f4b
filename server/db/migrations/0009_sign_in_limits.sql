CREATE TABLE "sign_in_refusals" (
	"window_start" timestamp with time zone NOT NULL,
	"actor" text NOT NULL,
	"address_hash" text NOT NULL,
	"refusals" integer DEFAULT 1 NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sign_in_refusals_address_hash_actor_window_start_pk" PRIMARY KEY("address_hash","actor","window_start"),
	CONSTRAINT "sign_in_refusals_actor_length" CHECK (char_length("sign_in_refusals"."actor") <= 100)
);
--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD COLUMN "sign_in_unlocked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "sign_in_refusals_by_time" ON "sign_in_refusals" USING btree ("window_start");