-- A petition's search words were a stored generated column, and PostgreSQL computes such a column again
-- on every update of its row: each batch of signatures paid for the title's and description's words of
-- every petition it counted, though neither had changed. The column keeps its words and is now written
-- by a trigger, only when a petition is created or its title or description is written.
ALTER TABLE "petitions" ALTER COLUMN "search" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "petitions" ALTER COLUMN "search" SET DEFAULT ''::tsvector;--> statement-breakpoint
CREATE OR REPLACE FUNCTION brehon_petition_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search := setweight(to_tsvector('simple', lower(translate(NEW.title, 'áàâäãåāéèêëēíìîïīóòôöõøōúùûüūýÿçñÁÀÂÄÃÅĀÉÈÊËĒÍÌÎÏĪÓÒÔÖÕØŌÚÙÛÜŪÝŸÇÑ', 'aaaaaaaeeeeeiiiiiooooooouuuuuyycnaaaaaaaeeeeeiiiiiooooooouuuuuyycn'))), 'A') || setweight(to_tsvector('simple', lower(translate(NEW.description, 'áàâäãåāéèêëēíìîïīóòôöõøōúùûüūýÿçñÁÀÂÄÃÅĀÉÈÊËĒÍÌÎÏĪÓÒÔÖÕØŌÚÙÛÜŪÝŸÇÑ', 'aaaaaaaeeeeeiiiiiooooooouuuuuyycnaaaaaaaeeeeeiiiiiooooooouuuuuyycn'))), 'B');
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER petitions_search_words BEFORE INSERT OR UPDATE OF title, description ON "petitions"
  FOR EACH ROW EXECUTE FUNCTION brehon_petition_search();
