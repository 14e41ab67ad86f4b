-- Written by hand: the channel a petition's change is announced on (migration 0002) is 'brehon_petitions' in
-- the public schema, where every operator's database keeps its tables, and 'brehon_petitions_<schema>' in any
-- other. PostgreSQL's notifications belong to a database, not a schema: a database holding the tables in several
-- schemas (the database tests give each test a schema of its own) would otherwise let each hear the others'
-- petitions, which share their numbers. server/db/client.ts listens on the same name.
CREATE OR REPLACE FUNCTION brehon_petitions_channel() RETURNS text LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN current_schema() = 'public' THEN 'brehon_petitions' ELSE 'brehon_petitions_' || current_schema() END
$$;
--> statement-breakpoint
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
               brehon_answer_state(debate_outcome_published_at, debate_threshold_at),
               coalesce(floor(extract(epoch FROM translated_at) * 1000)::bigint, 0))))::text
        INTO payload
        FROM new_rows;
    END IF;
  END IF;
  PERFORM pg_notify(brehon_petitions_channel(), payload);
  RETURN NULL;
END
$$;
