CREATE TABLE "petition_counts" (
	"petition_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"signed" integer DEFAULT 0 NOT NULL,
	"removed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "petition_counts_petition_id_hour_pk" PRIMARY KEY("petition_id","hour")
);
--> statement-breakpoint
ALTER TABLE "petitions" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "petitions" ADD COLUMN "closes_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "petition_counts" ADD CONSTRAINT "petition_counts_petition_id_petitions_id_fk" FOREIGN KEY ("petition_id") REFERENCES "petitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "petition_counts_by_hour" ON "petition_counts" USING btree ("hour");--> statement-breakpoint
CREATE INDEX "petitions_closing" ON "petitions" USING btree ("closes_at") WHERE "petitions"."closed_at" is null;--> statement-breakpoint
-- A petition is published when the public can first read it: at creation, or when a moderator shows it
-- (PETITION_MODERATION=before). Its deadline is then set, once, PETITION_OPEN_DAYS later (written to
-- petition_thresholds by each server at start, else 180). Petitions already published count from creation.
UPDATE "petitions" SET "published_at" = "created_at",
  "closes_at" = "created_at" + make_interval(days => 180)
  WHERE "hidden_at" IS NULL OR "hidden_reason" IS DISTINCT FROM 'awaiting-review';--> statement-breakpoint
CREATE OR REPLACE FUNCTION brehon_petition_published() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.published_at IS NULL AND NEW.hidden_at IS NULL THEN
    NEW.published_at := CASE WHEN TG_OP = 'INSERT' THEN NEW.created_at ELSE now() END;
    NEW.closes_at := NEW.published_at
      + make_interval(days => coalesce((SELECT value FROM petition_thresholds WHERE name = 'open-days'), 180));
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER petitions_published BEFORE INSERT OR UPDATE OF hidden_at ON "petitions"
  FOR EACH ROW EXECUTE FUNCTION brehon_petition_published();--> statement-breakpoint
-- Every change of a petition's counter is written to its hour's bucket in the same transaction: the
-- buckets add up to the counter whichever statement moved it (signing, confirming by email, withdrawing,
-- invalidating, repairing).
CREATE OR REPLACE FUNCTION brehon_petition_counts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  change integer := NEW.signature_count - OLD.signature_count;
BEGIN
  INSERT INTO petition_counts (petition_id, hour, signed, removed)
    VALUES (NEW.id, date_trunc('hour', now()), greatest(change, 0), greatest(-change, 0))
    ON CONFLICT (petition_id, hour) DO UPDATE
      SET signed = petition_counts.signed + excluded.signed, removed = petition_counts.removed + excluded.removed;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER petitions_counts AFTER UPDATE OF signature_count ON "petitions"
  FOR EACH ROW WHEN (NEW.signature_count <> OLD.signature_count)
  EXECUTE FUNCTION brehon_petition_counts();--> statement-breakpoint
-- The hours of the signatures already given (those taken off earlier left no row to date them).
INSERT INTO petition_counts (petition_id, hour, signed)
  SELECT petition_id, date_trunc('hour', created_at), count(*)::int FROM petition_signatures GROUP BY 1, 2;
