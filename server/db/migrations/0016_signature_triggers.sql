-- Two of the triggers each batch of signatures runs, once for every petition it counts, made cheaper.
-- The thresholds are read in one statement, not two, and not at all once a petition has crossed both.
CREATE OR REPLACE FUNCTION brehon_petition_thresholds() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  response_at integer;
  debate_at integer;
BEGIN
  IF NEW.response_threshold_at IS NOT NULL AND NEW.debate_threshold_at IS NOT NULL THEN
    RETURN NEW;
  END IF;
  SELECT coalesce(max(value) FILTER (WHERE name = 'response'), 10000),
         coalesce(max(value) FILTER (WHERE name = 'debate'), 100000)
    INTO response_at, debate_at
    FROM petition_thresholds WHERE name IN ('response', 'debate');
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
-- Each change of a counter still reaches its petition's hour in the same transaction, but one statement
-- writes the hours of all the petitions a statement changed (its transition tables), where a row trigger
-- wrote them one by one. PostgreSQL allows no column list with transition tables: the trigger runs after
-- every update of petitions and writes only the rows whose counter moved.
DROP TRIGGER petitions_counts ON "petitions";--> statement-breakpoint
DROP FUNCTION brehon_petition_counts();--> statement-breakpoint
CREATE FUNCTION brehon_petition_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO petition_counts (petition_id, hour, signed, removed)
    SELECT n.id, date_trunc('hour', now()),
           greatest(n.signature_count - o.signature_count, 0), greatest(o.signature_count - n.signature_count, 0)
      FROM new_rows n JOIN old_rows o ON o.id = n.id
     WHERE n.signature_count <> o.signature_count
    ON CONFLICT (petition_id, hour) DO UPDATE
      SET signed = petition_counts.signed + excluded.signed, removed = petition_counts.removed + excluded.removed;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER petitions_counts AFTER UPDATE ON "petitions"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION brehon_petition_counts();
