CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"account_id" integer,
	"actor" text,
	"action" text NOT NULL,
	"petition_id" integer,
	"detail" text,
	"address_hash" text
);
--> statement-breakpoint
CREATE TABLE "petition_locks" (
	"petition_id" integer PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "petition_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"petition_id" integer NOT NULL,
	"account_id" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "petition_notes_body_length" CHECK (char_length(btrim("petition_notes"."body")) between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "staff_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"password_hash" text,
	"totp_secret" text,
	"totp_last_step" integer,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_accounts_email_unique" UNIQUE("email"),
	CONSTRAINT "staff_accounts_role_known" CHECK ("staff_accounts"."role" in ('moderator', 'admin')),
	CONSTRAINT "staff_accounts_email_form" CHECK ("staff_accounts"."email" = lower("staff_accounts"."email") and char_length("staff_accounts"."email") between 3 and 254)
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "staff_setup_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "petition_locks" ADD CONSTRAINT "petition_locks_petition_id_petitions_id_fk" FOREIGN KEY ("petition_id") REFERENCES "petitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "petition_locks" ADD CONSTRAINT "petition_locks_account_id_staff_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "staff_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "petition_notes" ADD CONSTRAINT "petition_notes_petition_id_petitions_id_fk" FOREIGN KEY ("petition_id") REFERENCES "petitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "petition_notes" ADD CONSTRAINT "petition_notes_account_id_staff_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_account_id_staff_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "staff_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_setup_links" ADD CONSTRAINT "staff_setup_links_account_id_staff_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "staff_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_newest" ON "audit_log" USING btree ("at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "petition_notes_by_petition" ON "petition_notes" USING btree ("petition_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "staff_sessions_by_account" ON "staff_sessions" USING btree ("account_id","created_at" DESC NULLS LAST);--> statement-breakpoint
-- The audit log is append-only: an update or a delete of its rows is refused.
CREATE OR REPLACE FUNCTION brehon_audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the audit log is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION brehon_audit_log_append_only();--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION brehon_audit_log_append_only();
