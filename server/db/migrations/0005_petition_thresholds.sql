CREATE TABLE "petition_thresholds" (
	"name" text PRIMARY KEY NOT NULL,
	"value" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "petitions" ADD COLUMN "response_threshold_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "petitions" ADD COLUMN "debate_threshold_at" timestamp with time zone;--> statement-breakpoint
-- The moment a petition's count first reaches each threshold is recorded here, once: the update holds
-- the petition's row lock, so of several processes signing at once exactly one sees the column empty.
-- The crossing is also written to the audit log. Thresholds come from petition_thresholds (written by
-- each server at start from PETITION_RESPONSE_THRESHOLD and PETITION_DEBATE_THRESHOLD), else the defaults.
CREATE OR REPLACE FUNCTION brehon_petition_thresholds() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  response_at integer := coalesce((SELECT value FROM petition_thresholds WHERE name = 'response'), 10000);
  debate_at integer := coalesce((SELECT value FROM petition_thresholds WHERE name = 'debate'), 100000);
BEGIN
  IF NEW.response_threshold_at IS NULL AND NEW.signature_count >= response_at THEN
    NEW.response_threshold_at := now();
    INSERT INTO audit_log (actor, action, petition_id, detail)
      VALUES ('portal', 'threshold-crossed', NEW.id,
              json_build_object('threshold', 'response', 'value', response_at, 'signatures', NEW.signature_count)::text);
  END IF;
  IF NEW.debate_threshold_at IS NULL AND NEW.signature_count >= debate_at THEN
    NEW.debate_threshold_at := now();
    INSERT INTO audit_log (actor, action, petition_id, detail)
      VALUES ('portal', 'threshold-crossed', NEW.id,
              json_build_object('threshold', 'debate', 'value', debate_at, 'signatures', NEW.signature_count)::text);
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER petitions_thresholds BEFORE UPDATE OF signature_count ON "petitions"
  FOR EACH ROW WHEN (NEW.signature_count > OLD.signature_count)
  EXECUTE FUNCTION brehon_petition_thresholds();
