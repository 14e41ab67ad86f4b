import { sql } from "drizzle-orm";
import { check, customType, index, integer, pgTable, serial, text, timestamp, unique } from "drizzle-orm/pg-core";
import { DEFAULT_CATEGORY, PETITION_CATEGORIES } from "~/petitions/fields";

/** The categories the database accepts: the form's (app/petitions/fields.ts), as an SQL list. */
const CATEGORY_LIST = PETITION_CATEGORIES.map((category) => `'${category}'`).join(", ");

/** PostgreSQL's full-text document type; written by the database only (a generated column). */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * Letters folded to their plain form before words are indexed, so that a search
 * typed without accents or the síneadh fada finds them ("failte" finds "fáilte").
 * The search's terms are folded the same way (app/search/normalize.ts).
 */
const ACCENTED = "áàâäãåāéèêëēíìîïīóòôöõøōúùûüūýÿçñ";
const PLAIN = "aaaaaaaeeeeeiiiiiooooooouuuuuyycn";
/** Capitals are folded here too: under the C locale, lower() leaves letters beyond ASCII as they are. */
const FROM = ACCENTED + ACCENTED.toUpperCase();
const TO = PLAIN + PLAIN;
const folded = (column: unknown) => sql`lower(translate(${column}, ${sql.raw(`'${FROM}'`)}, ${sql.raw(`'${TO}'`)}))`;

/**
 * The petition tables. The database enforces what the application enforces:
 * the same limits as app/petitions/schema.ts.
 */
export const petitions = pgTable(
  "petitions",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    category: text("category").notNull().default(DEFAULT_CATEGORY),
    submitterName: text("submitter_name"),
    submitterEmail: text("submitter_email"),
    signatureCount: integer("signature_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set by an operator: the petition leaves the list and the API, and its page answers 410. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenReason: text("hidden_reason"),
    /** Set by an operator: the petition stays visible and takes no new signatures. */
    closedAt: timestamp("closed_at", { withTimezone: true }),
    /** Title (weight A) and description (weight B) as words for the site search; see app/search/. */
    search: tsvector("search")
      .notNull()
      .generatedAlwaysAs(
        (): ReturnType<typeof sql> =>
          sql`setweight(to_tsvector('simple', ${folded(petitions.title)}), 'A') || setweight(to_tsvector('simple', ${folded(petitions.description)}), 'B')`,
      ),
  },
  (table) => [
    check("petitions_title_length", sql`char_length(btrim(${table.title})) between 1 and 200`),
    check("petitions_description_length", sql`char_length(btrim(${table.description})) between 1 and 1000`),
    check("petitions_category_known", sql`${table.category} in (${sql.raw(CATEGORY_LIST)})`),
    check("petitions_submitter_name_length", sql`char_length(${table.submitterName}) between 1 and 100`),
    check("petitions_submitter_email_length", sql`char_length(${table.submitterEmail}) between 3 and 254`),
    check("petitions_signature_count_non_negative", sql`${table.signatureCount} >= 0`),
    check("petitions_hidden_reason_length", sql`char_length(${table.hiddenReason}) between 1 and 500`),
    index("petitions_list_order").on(table.signatureCount.desc(), table.createdAt.desc()),
    index("petitions_newest").on(table.createdAt.desc(), table.id.desc()),
    index("petitions_category_order").on(table.category, table.signatureCount.desc(), table.createdAt.desc()),
    index("petitions_search").using("gin", table.search),
  ],
);

export const petitionSignatures = pgTable(
  "petition_signatures",
  {
    id: serial("id").primaryKey(),
    petitionId: integer("petition_id")
      .notNull()
      .references(() => petitions.id, { onDelete: "cascade" }),
    signerKey: text("signer_key"),
    /** A salted hash of the signer's address, for the operators' view of heavy signers; never the address. */
    addressHash: text("address_hash"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("petition_signatures_one_per_signer").on(table.petitionId, table.signerKey),
    check("petition_signatures_signer_key_length", sql`char_length(${table.signerKey}) between 1 and 100`),
    index("petition_signatures_by_address").on(table.petitionId, table.addressHash, table.createdAt),
  ],
);

/** "Report this petition": one report per petition and reporter (a salted hash of browser or address). */
export const petitionReports = pgTable(
  "petition_reports",
  {
    id: serial("id").primaryKey(),
    petitionId: integer("petition_id")
      .notNull()
      .references(() => petitions.id, { onDelete: "cascade" }),
    reporterHash: text("reporter_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique("petition_reports_one_per_reporter").on(table.petitionId, table.reporterHash)],
);
