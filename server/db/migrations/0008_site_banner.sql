CREATE TABLE "site_banner" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"active" boolean NOT NULL,
	"level" text NOT NULL,
	"text_en" text NOT NULL,
	"text_ga" text NOT NULL,
	"link" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_by" integer,
	CONSTRAINT "site_banner_one_row" CHECK ("site_banner"."id" = 1),
	CONSTRAINT "site_banner_level_known" CHECK ("site_banner"."level" in ('emergency', 'warning', 'information')),
	CONSTRAINT "site_banner_text_length" CHECK (char_length("site_banner"."text_en") between 1 and 300 and char_length("site_banner"."text_ga") between 1 and 300),
	CONSTRAINT "site_banner_link_length" CHECK ("site_banner"."link" is null or char_length("site_banner"."link") between 1 and 500)
);
