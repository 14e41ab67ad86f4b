CREATE TABLE "petition_responses" (
	"petition_id" integer NOT NULL,
	"kind" text NOT NULL,
	"text_en" text,
	"text_ga" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "petition_responses_pkey" PRIMARY KEY("petition_id","kind"),
	CONSTRAINT "petition_responses_kind_known" CHECK ("petition_responses"."kind" in ('response', 'debate')),
	CONSTRAINT "petition_responses_text_en_length" CHECK (char_length(btrim("petition_responses"."text_en")) between 1 and 5000),
	CONSTRAINT "petition_responses_text_ga_length" CHECK (char_length(btrim("petition_responses"."text_ga")) between 1 and 5000)
);
--> statement-breakpoint
ALTER TABLE "petitions" ADD COLUMN "response_published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "petitions" ADD COLUMN "debate_outcome_published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "petition_responses" ADD CONSTRAINT "petition_responses_petition_id_petitions_id_fk" FOREIGN KEY ("petition_id") REFERENCES "petitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "petition_responses" ADD CONSTRAINT "petition_responses_updated_by_staff_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "petitions_with_response" ON "petitions" USING btree ("signature_count" DESC NULLS LAST,"created_at" DESC NULLS LAST) WHERE "petitions"."response_published_at" is not null and "petitions"."hidden_at" is null;--> statement-breakpoint
-- The change notifications (migration 0002) also say where each petition stands with the Government's
-- response and the debate's outcome, so that open pages learn of a publication without a read:
-- 0 none, 1 awaiting (its threshold crossed, nothing published), else the publication's Unix time in
-- seconds. A row stays under 60 characters, so 100 rows stay under PostgreSQL's 8000-byte limit.
CREATE OR REPLACE FUNCTION brehon_answer_state(published_at timestamptz, threshold_at timestamptz)
  RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN published_at IS NOT NULL THEN floor(extract(epoch FROM published_at))::bigint
              WHEN threshold_at IS NOT NULL THEN 1 ELSE 0 END
$$;--> statement-breakpoint
-- The same rules as 0002's function: a deletion or more than 100 rows say only that everything changed,
-- a statement that changed nothing says nothing.
CREATE OR REPLACE FUNCTION brehon_petitions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer;
  payload text := '{"all":true}';
BEGIN
  IF TG_OP <> 'DELETE' THEN
    SELECT count(*) INTO changed FROM new_rows;
    IF changed = 0 THEN
      RETURN NULL;
    ELSIF changed <= 100 THEN
      SELECT json_build_object('op', lower(TG_OP), 'rows', json_agg(json_build_array(
               id, signature_count, hidden_at IS NOT NULL, closed_at IS NOT NULL,
               brehon_answer_state(response_published_at, response_threshold_at),
               brehon_answer_state(debate_outcome_published_at, debate_threshold_at))))::text
        INTO payload
        FROM new_rows;
    END IF;
  END IF;
  PERFORM pg_notify('brehon_petitions', payload);
  RETURN NULL;
END
$$;
