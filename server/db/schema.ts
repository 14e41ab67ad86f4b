import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, unique } from "drizzle-orm/pg-core";

/**
 * The petition tables. The database enforces what the application enforces:
 * the same limits as app/components/petitions/petition-schema.ts.
 */
export const petitions = pgTable(
  "petitions",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    category: text("category").notNull().default("community-development"),
    submitterName: text("submitter_name"),
    submitterEmail: text("submitter_email"),
    signatureCount: integer("signature_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("petitions_title_length", sql`char_length(btrim(${table.title})) between 1 and 200`),
    check("petitions_description_length", sql`char_length(btrim(${table.description})) between 1 and 1000`),
    check(
      "petitions_category_known",
      sql`${table.category} in ('community-development', 'environment', 'governance-policy', 'human-rights', 'infrastructure', 'public-services', 'other')`,
    ),
    check("petitions_submitter_name_length", sql`char_length(${table.submitterName}) between 1 and 100`),
    check("petitions_submitter_email_length", sql`char_length(${table.submitterEmail}) between 3 and 254`),
    check("petitions_signature_count_non_negative", sql`${table.signatureCount} >= 0`),
    index("petitions_list_order").on(table.signatureCount.desc(), table.createdAt.desc()),
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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("petition_signatures_one_per_signer").on(table.petitionId, table.signerKey),
    check("petition_signatures_signer_key_length", sql`char_length(${table.signerKey}) between 1 and 100`),
  ],
);
