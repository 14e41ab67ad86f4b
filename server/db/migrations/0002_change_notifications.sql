-- Every committed change to the petitions table is announced on the channel
-- 'brehon_petitions', so each server process can refresh its caches and push
-- new counts to open pages. Notifications are delivered only on commit, in
-- commit order. Large changes (seeding, repairs) say only that everything changed,
-- which keeps the payload far below PostgreSQL's 8000-byte limit.
CREATE OR REPLACE FUNCTION brehon_petitions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer;
  payload text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('brehon_petitions', '{"all":true}');
    RETURN NULL;
  END IF;
  SELECT count(*) INTO changed FROM new_rows;
  IF changed = 0 THEN
    RETURN NULL;
  END IF;
  IF changed > 100 THEN
    payload := '{"all":true}';
  ELSE
    SELECT json_build_object(
             'op', lower(TG_OP),
             'rows', json_agg(json_build_array(id, signature_count, hidden_at IS NOT NULL, closed_at IS NOT NULL))
           )::text
      INTO payload
      FROM new_rows;
  END IF;
  PERFORM pg_notify('brehon_petitions', payload);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER petitions_changed_insert AFTER INSERT ON petitions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION brehon_petitions_changed();
--> statement-breakpoint
CREATE TRIGGER petitions_changed_update AFTER UPDATE ON petitions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION brehon_petitions_changed();
--> statement-breakpoint
CREATE TRIGGER petitions_changed_delete AFTER DELETE ON petitions
  FOR EACH STATEMENT EXECUTE FUNCTION brehon_petitions_changed();
--> statement-breakpoint
-- A secret made once per database: the salt of the address hashes kept with
-- signatures and reports, shared by every server process on this database.
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
INSERT INTO "server_secrets" ("name", "value")
VALUES ('address-hash-salt', replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''));
