CREATE TABLE "petition_translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"petition_id" integer NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"source" text NOT NULL,
	"account_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "petition_translations_language_known" CHECK ("petition_translations"."language" in ('en', 'ga')),
	CONSTRAINT "petition_translations_source_known" CHECK ("petition_translations"."source" in ('petitioner', 'staff', 'command')),
	CONSTRAINT "petition_translations_title_length" CHECK (char_length(btrim("petition_translations"."title")) between 1 and 200),
	CONSTRAINT "petition_translations_description_length" CHECK (char_length(btrim("petition_translations"."description")) between 1 and 1000)
);
--> statement-breakpoint
ALTER TABLE "petitions" ADD COLUMN "translated_title" text;--> statement-breakpoint
ALTER TABLE "petitions" ADD COLUMN "translated_description" text;--> statement-breakpoint
ALTER TABLE "petitions" ADD COLUMN "translated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "petitions" ADD COLUMN "search_ga" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "petition_translations" ADD CONSTRAINT "petition_translations_petition_id_petitions_id_fk" FOREIGN KEY ("petition_id") REFERENCES "petitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "petition_translations_by_petition" ON "petition_translations" USING btree ("petition_id","id");--> statement-breakpoint
CREATE INDEX "petitions_search_ga" ON "petitions" USING gin ("search_ga");--> statement-breakpoint
CREATE INDEX "petitions_untranslated" ON "petitions" USING btree ("created_at","id") WHERE "petitions"."translated_at" is null;--> statement-breakpoint
ALTER TABLE "petitions" ADD CONSTRAINT "petitions_translated_title_length" CHECK (char_length(btrim("petitions"."translated_title")) between 1 and 200);--> statement-breakpoint
ALTER TABLE "petitions" ADD CONSTRAINT "petitions_translated_description_length" CHECK (char_length(btrim("petitions"."translated_description")) between 1 and 1000);--> statement-breakpoint
ALTER TABLE "petitions" ADD CONSTRAINT "petitions_translation_whole" CHECK (("petitions"."translated_title" is null) = ("petitions"."translated_description" is null) and ("petitions"."translated_title" is null) = ("petitions"."translated_at" is null));--> statement-breakpoint
-- Each language's search finds a petition by its own words: `search` holds the words of its English text and
-- `search_ga` those of its Irish text, each the original until the petition is translated (schema.ts, searchWordsIn).
CREATE OR REPLACE FUNCTION brehon_petition_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search := setweight(to_tsvector('simple', lower(translate((case when NEW.language = 'en' then NEW.title else coalesce(NEW.translated_title, NEW.title) end), 'áàâäãåāéèêëēíìîïīóòôöõøōúùûüūýÿçñÁÀÂÄÃÅĀÉÈÊËĒÍÌÎÏĪÓÒÔÖÕØŌÚÙÛÜŪÝŸÇÑ', 'aaaaaaaeeeeeiiiiiooooooouuuuuyycnaaaaaaaeeeeeiiiiiooooooouuuuuyycn'))), 'A') || setweight(to_tsvector('simple', lower(translate((case when NEW.language = 'en' then NEW.description else coalesce(NEW.translated_description, NEW.description) end), 'áàâäãåāéèêëēíìîïīóòôöõøōúùûüūýÿçñÁÀÂÄÃÅĀÉÈÊËĒÍÌÎÏĪÓÒÔÖÕØŌÚÙÛÜŪÝŸÇÑ', 'aaaaaaaeeeeeiiiiiooooooouuuuuyycnaaaaaaaeeeeeiiiiiooooooouuuuuyycn'))), 'B');
  NEW.search_ga := setweight(to_tsvector('simple', lower(translate((case when NEW.language = 'ga' then NEW.title else coalesce(NEW.translated_title, NEW.title) end), 'áàâäãåāéèêëēíìîïīóòôöõøōúùûüūýÿçñÁÀÂÄÃÅĀÉÈÊËĒÍÌÎÏĪÓÒÔÖÕØŌÚÙÛÜŪÝŸÇÑ', 'aaaaaaaeeeeeiiiiiooooooouuuuuyycnaaaaaaaeeeeeiiiiiooooooouuuuuyycn'))), 'A') || setweight(to_tsvector('simple', lower(translate((case when NEW.language = 'ga' then NEW.description else coalesce(NEW.translated_description, NEW.description) end), 'áàâäãåāéèêëēíìîïīóòôöõøōúùûüūýÿçñÁÀÂÄÃÅĀÉÈÊËĒÍÌÎÏĪÓÒÔÖÕØŌÚÙÛÜŪÝŸÇÑ', 'aaaaaaaeeeeeiiiiiooooooouuuuuyycnaaaaaaaeeeeeiiiiiooooooouuuuuyycn'))), 'B');
  RETURN NEW;
END;
$$;--> statement-breakpoint
DROP TRIGGER petitions_search_words ON "petitions";--> statement-breakpoint
CREATE TRIGGER petitions_search_words BEFORE INSERT OR UPDATE OF title, description, language, translated_title, translated_description ON "petitions"
  FOR EACH ROW EXECUTE FUNCTION brehon_petition_search();--> statement-breakpoint
UPDATE "petitions" SET search_ga = setweight(to_tsvector('simple', lower(translate((case when petitions.language = 'ga' then petitions.title else coalesce(petitions.translated_title, petitions.title) end), 'áàâäãåāéèêëēíìîïīóòôöõøōúùûüūýÿçñÁÀÂÄÃÅĀÉÈÊËĒÍÌÎÏĪÓÒÔÖÕØŌÚÙÛÜŪÝŸÇÑ', 'aaaaaaaeeeeeiiiiiooooooouuuuuyycnaaaaaaaeeeeeiiiiiooooooouuuuuyycn'))), 'A') || setweight(to_tsvector('simple', lower(translate((case when petitions.language = 'ga' then petitions.description else coalesce(petitions.translated_description, petitions.description) end), 'áàâäãåāéèêëēíìîïīóòôöõøōúùûüūýÿçñÁÀÂÄÃÅĀÉÈÊËĒÍÌÎÏĪÓÒÔÖÕØŌÚÙÛÜŪÝŸÇÑ', 'aaaaaaaeeeeeiiiiiooooooouuuuuyycnaaaaaaaeeeeeiiiiiooooooouuuuuyycn'))), 'B');
--> statement-breakpoint
-- A translation changes neither a petition's counts nor its answers: the change notification (migrations 0002,
-- 0006) carries the moment its translation was last written too (milliseconds since 1970, 0 for none), so that
-- every process takes the change for news and drops its cached pages and reads of the petition.
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
  PERFORM pg_notify('brehon_petitions', payload);
  RETURN NULL;
END
$$;
