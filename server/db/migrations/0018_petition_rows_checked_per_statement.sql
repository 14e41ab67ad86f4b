-- A batch of signatures writes a row in petition_signatures and one in petition_log for each signature.
-- Their foreign keys to petitions checked every row on its own: a lookup and a lock of the same petition
-- twice a signature, a third of the database's time for a hot petition's batch. Statement triggers now hold
-- the same rule once a statement (decision 0041):
-- - every petition the new rows name exists, and is locked FOR KEY SHARE, as a key locks it, so that it
--   cannot be deleted nor its id changed before the rows commit;
-- - a row's petition never changes, nor a petition's id;
-- - a deleted petition's rows are deleted with it.
ALTER TABLE "petition_log" DROP CONSTRAINT "petition_log_petition_id_petitions_id_fk";
--> statement-breakpoint
ALTER TABLE "petition_signatures" DROP CONSTRAINT "petition_signatures_petition_id_petitions_id_fk";
--> statement-breakpoint
CREATE FUNCTION brehon_rows_have_petition() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  missing integer;
BEGIN
  -- One statement: each petition the rows name is looked up once and locked as a key locks it.
  SELECT min(n.petition_id) INTO missing FROM (SELECT DISTINCT petition_id FROM new_rows) AS n
   WHERE NOT EXISTS (SELECT 1 FROM petitions p WHERE p.id = n.petition_id FOR KEY SHARE);
  IF missing IS NOT NULL THEN
    RAISE EXCEPTION 'insert on table "%" violates its foreign key to petitions', TG_TABLE_NAME
      USING ERRCODE = 'foreign_key_violation', TABLE = TG_TABLE_NAME,
            DETAIL = format('Petition %s does not exist.', missing);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER petition_signatures_have_petition AFTER INSERT ON "petition_signatures"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION brehon_rows_have_petition();--> statement-breakpoint
CREATE TRIGGER petition_log_has_petition AFTER INSERT ON "petition_log"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION brehon_rows_have_petition();--> statement-breakpoint
-- The column that ties a row to its petition, named by the trigger, never changes: a row's petition_id, and a
-- petition's id (ids come from a sequence and nothing in the portal changes one).
CREATE FUNCTION brehon_petition_key_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF to_jsonb(NEW) -> TG_ARGV[0] <> to_jsonb(OLD) -> TG_ARGV[0] THEN
    RAISE EXCEPTION 'update on table "%" would change %, which ties signatures and log entries to their petition',
      TG_TABLE_NAME, TG_ARGV[0]
      USING ERRCODE = 'foreign_key_violation', TABLE = TG_TABLE_NAME, COLUMN = TG_ARGV[0];
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER petition_signatures_keep_petition BEFORE UPDATE OF petition_id ON "petition_signatures"
  FOR EACH ROW EXECUTE FUNCTION brehon_petition_key_kept('petition_id');--> statement-breakpoint
CREATE TRIGGER petition_log_keeps_petition BEFORE UPDATE OF petition_id ON "petition_log"
  FOR EACH ROW EXECUTE FUNCTION brehon_petition_key_kept('petition_id');--> statement-breakpoint
CREATE TRIGGER petitions_keep_id BEFORE UPDATE OF id ON "petitions"
  FOR EACH ROW EXECUTE FUNCTION brehon_petition_key_kept('id');--> statement-breakpoint
CREATE FUNCTION brehon_petition_rows_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM petition_signatures WHERE petition_id IN (SELECT id FROM old_rows);
  DELETE FROM petition_log WHERE petition_id IN (SELECT id FROM old_rows);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER petitions_rows_deleted AFTER DELETE ON "petitions"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION brehon_petition_rows_deleted();
