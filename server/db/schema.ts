import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import { DEFAULT_CATEGORY, PETITION_CATEGORIES } from "~/petitions/fields";

/** The categories the database accepts: the form's (app/petitions/fields.ts), as an SQL list. */
const CATEGORY_LIST = PETITION_CATEGORIES.map((category) => `'${category}'`).join(", ");

/** PostgreSQL's full-text document type; written by the database only (a trigger, see `petitions.search`). */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * Letters folded to their plain form before words are indexed, so that a search
 * typed without accents or the síneadh fada finds them ("failte" finds "fáilte").
 * The search's terms are folded the same way (app/lib/normalize.ts).
 */
const ACCENTED = "áàâäãåāéèêëēíìîïīóòôöõøōúùûüūýÿçñ";
const PLAIN = "aaaaaaaeeeeeiiiiiooooooouuuuuyycn";
/** Capitals are folded here too: under the C locale, lower() leaves letters beyond ASCII as they are. */
const FROM = ACCENTED + ACCENTED.toUpperCase();
const TO = PLAIN + PLAIN;
const folded = (column: string) => `lower(translate(${column}, '${FROM}', '${TO}'))`;

/**
 * The search words of a petition's row as the trigger `petitions_search_words` writes them (`NEW` in
 * the trigger). Its text is migration 0015's; a test holds the two together.
 */
export const searchWords = (row: string) =>
  `setweight(to_tsvector('simple', ${folded(`${row}.title`)}), 'A') || setweight(to_tsvector('simple', ${folded(`${row}.description`)}), 'B')`;

/**
 * A petition's text in one language, as an SQL expression over a row (`NEW` in a trigger, or the table): its
 * own text where it was written in that language, else its translation, else (not yet translated) the original.
 */
export const textIn = (row: string, language: "en" | "ga", part: "title" | "description") =>
  `case when ${row}.language = '${language}' then ${row}.${part} else coalesce(${row}.translated_${part}, ${row}.${part}) end`;

/**
 * The search words of a petition in one language's index, as the trigger `petitions_search_words` writes
 * them since migration 0019: `search` for the English search, `search_ga` for the Irish, each from the
 * petition's text in that language (the original until it is translated). Each language's search thus
 * finds a translated petition by its own words.
 */
export const searchWordsIn = (row: string, language: "en" | "ga") =>
  `setweight(to_tsvector('simple', ${folded(`(${textIn(row, language, "title")})`)}), 'A') || setweight(to_tsvector('simple', ${folded(`(${textIn(row, language, "description")})`)}), 'B')`;

/**
 * The columns of a petition that may be shown to anyone: what its page, the API and open data all
 * read (never `submitter_email`, nor why a petition was hidden). The stores add what each needs.
 */
export type PublicPetitionColumn =
  | "id"
  | "title"
  | "description"
  | "category"
  | "submitter_name"
  | "language"
  | "signature_count"
  | "created_at"
  | "published_at"
  | "closes_at"
  | "closed_at"
  | "response_published_at"
  | "debate_outcome_published_at";

/** The petition a row belongs to; the row goes with it. */
const petitionOf = () =>
  integer("petition_id")
    .notNull()
    .references(() => petitions.id, { onDelete: "cascade" });

/**
 * The petition a signature or a log entry belongs to. Not a foreign key: a key checks each new row on its own,
 * two lookups and locks of the petition for every signature a batch writes. Statement triggers hold the same
 * rule once a statement (migration 0018, decision 0041): every row's petition exists, locked as a key would
 * lock it until the transaction ends; neither a row's petition nor a petition's id changes; a deleted
 * petition's rows go with it.
 */
const petitionOfBatch = () => integer("petition_id").notNull();

/** When the row was written. */
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

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
    /**
     * The language the petitioner wrote in (that of the page it was created on): the original's, which
     * `title` and `description` hold. The petitioner's emails are written in it.
     */
    language: text("language").notNull().default("en"),
    /**
     * The petition in the other language (the one it was not written in), from the petitioner or a
     * translator; null until it is translated. Every version is kept in `petition_translations`.
     */
    translatedTitle: text("translated_title"),
    translatedDescription: text("translated_description"),
    translatedAt: timestamp("translated_at", { withTimezone: true }),
    signatureCount: integer("signature_count").notNull().default(0),
    /** The number of entries in the petition's log (petitionLog): the next entry's position. */
    logSize: integer("log_size").notNull().default(0),
    createdAt: createdAt(),
    /** Set by an operator: the petition leaves the list and the API, and its page answers 410. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenReason: text("hidden_reason"),
    /**
     * When the public could first read it: at creation, or when a moderator published it (pre-moderation).
     * Set once, by a trigger (migration 0014), with `closes_at`; null while it waits for review.
     */
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /** Its deadline: PETITION_OPEN_DAYS after publication. The closing job sets `closed_at` then. */
    closesAt: timestamp("closes_at", { withTimezone: true }),
    /** Set by an operator, or by the closing job at `closes_at`: the petition stays visible and takes no new signatures. */
    closedAt: timestamp("closed_at", { withTimezone: true }),
    /** When its count first reached PETITION_RESPONSE_THRESHOLD / PETITION_DEBATE_THRESHOLD (set once, by a trigger). */
    responseThresholdAt: timestamp("response_threshold_at", { withTimezone: true }),
    debateThresholdAt: timestamp("debate_threshold_at", { withTimezone: true }),
    /**
     * When an admin published the Government's response and the debate's outcome (to the second), or null.
     * Kept on the petition so the list's filter and the change notifications need no join; the texts are
     * in petition_responses.
     */
    responsePublishedAt: timestamp("response_published_at", { withTimezone: true }),
    debateOutcomePublishedAt: timestamp("debate_outcome_published_at", { withTimezone: true }),
    /** The day a debate is set for (an operator's `petitions debate --date`), and when it was set; null without one. */
    debateDate: date("debate_date", { mode: "string" }),
    debateScheduledAt: timestamp("debate_scheduled_at", { withTimezone: true }),
    /**
     * Title (weight A) and description (weight B) as words for the site search; see app/search/.
     * Written by the trigger `petitions_search_words` (migration 0015, from `searchWords` below) when a
     * petition is created or its title or description is written, not a generated column: PostgreSQL
     * computes a stored generated column again on every update of its row, and a petition's row is
     * updated with each batch of signatures.
     */
    search: tsvector("search").notNull().default(sql`''::tsvector`),
    /** The same for the Irish search: the words of the petition's Irish text (migration 0019, `searchWordsIn`). */
    searchGa: tsvector("search_ga").notNull().default(sql`''::tsvector`),
  },
  (table) => [
    check("petitions_title_length", sql`char_length(btrim(${table.title})) between 1 and 200`),
    check("petitions_description_length", sql`char_length(btrim(${table.description})) between 1 and 1000`),
    check("petitions_category_known", sql`${table.category} in (${sql.raw(CATEGORY_LIST)})`),
    check("petitions_submitter_name_length", sql`char_length(${table.submitterName}) between 1 and 100`),
    check("petitions_submitter_email_length", sql`char_length(${table.submitterEmail}) between 3 and 254`),
    check("petitions_signature_count_non_negative", sql`${table.signatureCount} >= 0`),
    check("petitions_hidden_reason_length", sql`char_length(${table.hiddenReason}) between 1 and 500`),
    check("petitions_language_known", sql`${table.language} in ('en', 'ga')`),
    check("petitions_translated_title_length", sql`char_length(btrim(${table.translatedTitle})) between 1 and 200`),
    check(
      "petitions_translated_description_length",
      sql`char_length(btrim(${table.translatedDescription})) between 1 and 1000`,
    ),
    check(
      "petitions_translation_whole",
      sql`(${table.translatedTitle} is null) = (${table.translatedDescription} is null) and (${table.translatedTitle} is null) = (${table.translatedAt} is null)`,
    ),
    // No index holds `signature_count` (migration 0017): then the update of a petition's counter, which every
    // batch of signatures makes, can be a HOT update (the new row on the same page, no index written), in the
    // room the table's fillfactor keeps on each page. The lists sort the petitions they filter in memory.
    index("petitions_newest").on(table.createdAt.desc(), table.id.desc()),
    index("petitions_search").using("gin", table.search),
    index("petitions_search_ga").using("gin", table.searchGa),
    // The translation queue: visible petitions not yet in both languages, oldest first.
    index("petitions_untranslated").on(table.createdAt, table.id).where(sql`${table.translatedAt} is null`),
    // The closing job's look for petitions past their deadline.
    index("petitions_closing").on(table.closesAt).where(sql`${table.closedAt} is null`),
    // The few petitions with a response: the list's filter and the latest responses.
    index("petitions_with_response")
      .on(table.responsePublishedAt.desc())
      .where(sql`${table.responsePublishedAt} is not null and ${table.hiddenAt} is null`),
  ],
);

export const petitionSignatures = pgTable(
  "petition_signatures",
  {
    id: serial("id").primaryKey(),
    petitionId: petitionOfBatch(),
    signerKey: text("signer_key"),
    /** A salted hash of the signer's address, for the operators' view of heavy signers; never the address. */
    addressHash: text("address_hash"),
    createdAt: createdAt(),
  },
  (table) => [
    unique("petition_signatures_one_per_signer").on(table.petitionId, table.signerKey),
    check("petition_signatures_signer_key_length", sql`char_length(${table.signerKey}) between 1 and 100`),
    index("petition_signatures_by_address").on(table.petitionId, table.addressHash, table.createdAt),
    // The hourly look for heavy sources reads one hour of every petition's signatures: a BRIN index, a few
    // pages for the whole table, since rows arrive in time order (app/petitions/fraud.ts).
    index("petition_signatures_by_time").using("brin", table.createdAt),
  ],
);

/**
 * Each petition's append-only log (app/petitions/log/): a signature (the hash of its receipt), or the
 * invalidation of an earlier entry with its reason, at consecutive positions from 0. The entry's text is
 * what its Merkle leaf hashes. The count is the signatures less the invalidations: the petition's counter.
 */
export const petitionLog = pgTable(
  "petition_log",
  {
    petitionId: petitionOfBatch(),
    position: integer("position").notNull(),
    entry: text("entry").notNull(),
    /** The signature row an entry records (not a reference: a removed signature's entry stays). */
    signatureId: integer("signature_id"),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.petitionId, table.position] }),
    check("petition_log_position_non_negative", sql`${table.position} >= 0`),
    index("petition_log_by_signature").on(table.petitionId, table.signatureId),
    index("petition_log_by_entry").on(table.petitionId, table.entry),
  ],
);

/**
 * Each petition's signatures hour by hour (UTC): how many were counted and how many taken off (withdrawn or
 * invalidated) in that hour. Written by a trigger on every change of a petition's counter (migration 0014), in
 * the same transaction, so the buckets always add up to the counter; read for the chart, the counts API and
 * "popular now". At most 24 rows a day per petition.
 */
export const petitionCounts = pgTable(
  "petition_counts",
  {
    petitionId: petitionOf(),
    hour: timestamp("hour", { withTimezone: true }).notNull(),
    signed: integer("signed").notNull().default(0),
    removed: integer("removed").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.petitionId, table.hour] }),
    // "Popular now" reads the last two hours of every petition.
    index("petition_counts_by_hour").on(table.hour),
  ],
);

/**
 * The public keys that have signed snapshots, oldest first (app/petitions/log/keys.server.ts). Each key after
 * the first is announced by a statement signed with the key before it, so that a reader who trusts the
 * first key can follow every change of key.
 */
export const snapshotKeys = pgTable("snapshot_keys", {
  id: serial("id").primaryKey(),
  /** SPKI PEM. */
  publicKey: text("public_key").notNull().unique("snapshot_keys_public_key_unique"),
  createdAt: createdAt(),
  /** The key-change statement, signed by the key before (null for the first key, or a key never announced). */
  announcement: text("announcement"),
  announcementSignature: text("announcement_signature"),
});

/**
 * Signed snapshots of each petition's log (app/petitions/log/snapshots.server.ts): its size, its Merkle
 * tree head (base64), the count at that size, when, and the Ed25519 signature of all four.
 */
export const petitionSnapshots = pgTable(
  "petition_snapshots",
  {
    petitionId: petitionOf(),
    size: integer("size").notNull(),
    head: text("head").notNull(),
    count: integer("count").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    signature: text("signature").notNull(),
    /** The key that signed it (null: the first key, for snapshots signed before keys were recorded). */
    keyId: integer("key_id").references(() => snapshotKeys.id),
  },
  (table) => [primaryKey({ columns: [table.petitionId, table.size] })],
);

/**
 * With PETITION_SIGNING=email (app/petitions/email-signing/): a signer's request to sign, by the
 * normalised address (one per petition, by a unique index), until confirmed from the emailed link; then
 * the signature it made, and its withdrawal. The name and address are erased PETITION_RETENTION_DAYS after
 * the petition closes, at once when it is removed, and when a link expires unused.
 */
export const signatureRequests = pgTable(
  "signature_requests",
  {
    id: serial("id").primaryKey(),
    petitionId: petitionOf(),
    /** Trimmed, lower-cased, NFKC, without a +tag; null once erased. */
    email: text("email"),
    /** The address's domain, for the hourly look at heavy domains; null once erased. */
    emailDomain: text("email_domain"),
    name: text("name"),
    language: text("language").notNull(),
    /** SHA-256 of the link's token (base64url): the token itself is only in the email. */
    tokenHash: text("token_hash").notNull().unique("signature_requests_token_unique"),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** The signature row it made (not a reference: a withdrawn signature's row is deleted). */
    signatureId: integer("signature_id"),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    erasedAt: timestamp("erased_at", { withTimezone: true }),
    /** The signer ticked "Email me when the Government responds or the petition is debated" (app/petitions/updates/). */
    updates: boolean("updates").notNull().default(false),
    /** When the signer ended the updates (the emails' one-click link); null while they are wanted. */
    updatesStoppedAt: timestamp("updates_stopped_at", { withTimezone: true }),
  },
  (table) => [
    unique("signature_requests_one_per_address").on(table.petitionId, table.email),
    check("signature_requests_language_known", sql`${table.language} in ('en', 'ga')`),
    index("signature_requests_by_confirmation").using("brin", table.confirmedAt),
    // The signers an update is written to, read a batch at a time in id order.
    index("signature_requests_wanting_updates")
      .on(table.petitionId, table.id)
      .where(
        sql`${table.updates} and ${table.updatesStoppedAt} is null and ${table.confirmedAt} is not null and ${table.withdrawnAt} is null and ${table.email} is not null`,
      ),
  ],
);

/**
 * Sources that gave one petition more signatures in one hour than FRAUD_NETWORK_HOURLY allows (a network's
 * salted hash), as the hourly look found them (app/petitions/fraud.ts): kept once per petition, source
 * and hour, whatever the moderators then invalidate, so the queue shows what was flagged and when.
 */
export const fraudFlags = pgTable(
  "fraud_flags",
  {
    petitionId: petitionOf(),
    sourceKind: text("source_kind").notNull(),
    source: text("source").notNull(),
    hour: timestamp("hour", { withTimezone: true }).notNull(),
    signatures: integer("signatures").notNull(),
    flaggedAt: timestamp("flagged_at", { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.petitionId, table.sourceKind, table.source, table.hour] }),
    check("fraud_flags_source_kind_known", sql`${table.sourceKind} in ('network', 'domain')`),
    index("fraud_flags_by_hour").on(table.hour),
  ],
);

/** "Report this petition": one report per petition and reporter (a salted hash of browser or address). */
export const petitionReports = pgTable(
  "petition_reports",
  {
    id: serial("id").primaryKey(),
    petitionId: petitionOf(),
    reporterHash: text("reporter_hash").notNull(),
    createdAt: createdAt(),
  },
  (table) => [unique("petition_reports_one_per_reporter").on(table.petitionId, table.reporterHash)],
);

/**
 * The operators' console (app/admin/): staff accounts, their sessions and one-time set-up links,
 * moderators' notes and locks, and the append-only audit log.
 */
export const staffAccounts = pgTable(
  "staff_accounts",
  {
    id: serial("id").primaryKey(),
    /** Stored in lower case: one account per address. */
    email: text("email").notNull().unique("staff_accounts_email_unique"),
    role: text("role").notNull(),
    /** scrypt, with its parameters and salt (app/admin/passwords.server.ts); null until set through a link. */
    passwordHash: text("password_hash"),
    /** The TOTP secret (base32); null until enrolled through a link. */
    totpSecret: text("totp_secret"),
    /** The last time step whose code was accepted: a code is good once. */
    totpLastStep: integer("totp_last_step"),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    createdAt: createdAt(),
    /** Failed sign-ins counted before this moment are forgotten (an admin or `npm run staff -- unlock`). */
    signInUnlockedAt: timestamp("sign_in_unlocked_at", { withTimezone: true }),
  },
  (table) => [
    check("staff_accounts_role_known", sql`${table.role} in ('moderator', 'admin')`),
    check(
      "staff_accounts_email_form",
      sql`${table.email} = lower(${table.email}) and char_length(${table.email}) between 3 and 254`,
    ),
  ],
);

/** A one-time link to set a password and enrol a second factor; only its hash is kept. */
export const staffSetupLinks = pgTable("staff_setup_links", {
  tokenHash: text("token_hash").primaryKey(),
  accountId: integer("account_id")
    .notNull()
    .references(() => staffAccounts.id, { onDelete: "cascade" }),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});

/** A signed-in browser; the cookie holds a secret whose hash is the id. */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: text("id").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => staffAccounts.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    userAgent: text("user_agent"),
  },
  (table) => [index("staff_sessions_by_account").on(table.accountId, table.createdAt.desc())],
);

/** Moderators' internal notes on a petition; never public. */
export const petitionNotes = pgTable(
  "petition_notes",
  {
    id: serial("id").primaryKey(),
    petitionId: petitionOf(),
    accountId: integer("account_id").references(() => staffAccounts.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check("petition_notes_body_length", sql`char_length(btrim(${table.body})) between 1 and 2000`),
    index("petition_notes_by_petition").on(table.petitionId, table.createdAt.desc()),
  ],
);

/** Which moderator is acting on a petition, until when: one at a time. */
export const petitionLocks = pgTable("petition_locks", {
  petitionId: integer("petition_id")
    .primaryKey()
    .references(() => petitions.id, { onDelete: "cascade" }),
  accountId: integer("account_id")
    .notNull()
    .references(() => staffAccounts.id, { onDelete: "cascade" }),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/**
 * Every sign-in, failed sign-in and console action. Rows are only ever added: the migration
 * refuses updates and deletes with a trigger.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    accountId: integer("account_id"),
    /** Who acted, as written at the time (an account's address stays readable if it is removed). */
    actor: text("actor"),
    action: text("action").notNull(),
    petitionId: integer("petition_id"),
    /** What the action changed: `{ before, after }` or other facts, as JSON text. */
    detail: text("detail"),
    /** The salted hash of the client address. */
    addressHash: text("address_hash"),
  },
  (table) => [index("audit_log_newest").on(table.at.desc(), table.id.desc())],
);

/**
 * Sign-ins refused by the limits (app/admin/limits.server.ts), counted: one row per typed account (or
 * none, when the address as a whole is refused), address hash and window, where the audit log gets
 * one entry for the window's first refusal. Unlike the audit log, old rows may be deleted.
 */
export const signInRefusals = pgTable(
  "sign_in_refusals",
  {
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    /** The account typed (bounded), or "" when the address is refused whatever the account. */
    actor: text("actor").notNull(),
    addressHash: text("address_hash").notNull(),
    refusals: integer("refusals").notNull().default(1),
    firstAt: timestamp("first_at", { withTimezone: true }).notNull(),
    lastAt: timestamp("last_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.addressHash, table.actor, table.windowStart] }),
    index("sign_in_refusals_by_time").on(table.windowStart),
    check("sign_in_refusals_actor_length", sql`char_length(${table.actor}) <= 100`),
  ],
);

/** The thresholds in force (each server writes its PETITION_*_THRESHOLD at start); read by the crossing trigger. */
export const petitionThresholds = pgTable("petition_thresholds", {
  name: text("name").primaryKey(),
  value: integer("value").notNull(),
});

/**
 * Emails to petitioners waiting to be sent (app/petitions/mail/): written in the same statement as the
 * moderator's action that causes them, sent by each server process's worker with retries. The
 * recipient is kept only until the message is sent or given up; the error never holds it.
 */
export const petitionerMail = pgTable(
  "petitioner_mail",
  {
    id: serial("id").primaryKey(),
    petitionId: petitionOf(),
    /** published, hidden or response to a petitioner; signature to a signer (app/petitions/mail/templates.server.tsx). */
    kind: text("kind").notNull(),
    /** What the message says, as JSON: the petition's title and language, the reason, the response. */
    payload: text("payload").notNull(),
    /** The petitioner's address; null once sent or given up. */
    recipient: text("recipient"),
    attempts: integer("attempts").notNull().default(0),
    /**
     * Due from this moment. Whole milliseconds, as the worker's clock reads: a message queued and claimed
     * within one millisecond is due at once (now()'s microseconds would put it just after).
     */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true })
      .notNull()
      .default(sql`date_trunc('milliseconds', now())`),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** Set when no more attempts will be made (refused for good, or MAIL_MAX_ATTEMPTS reached). */
    failedAt: timestamp("failed_at", { withTimezone: true }),
    /** The last failure, without any address. */
    lastError: text("last_error"),
    /** An update to a signer (kind `update`): the signer's request, and the send it belongs to (petition_update_sends.event). */
    signatureRequestId: integer("signature_request_id"),
    updateEvent: text("update_event"),
  },
  (table) => [
    check(
      "petitioner_mail_kind_known",
      sql`${table.kind} in ('published', 'hidden', 'response', 'signature', 'update')`,
    ),
    // One message per signer and event, whoever queues it and however often: a send resumed after a restart adds none twice.
    unique("petitioner_mail_one_update").on(table.signatureRequestId, table.updateEvent),
    index("petitioner_mail_updates")
      .on(table.petitionId, table.updateEvent)
      .where(sql`${table.updateEvent} is not null`),
    check("petitioner_mail_recipient_length", sql`char_length(${table.recipient}) between 3 and 254`),
    check("petitioner_mail_last_error_length", sql`char_length(${table.lastError}) <= 500`),
    index("petitioner_mail_due")
      .on(table.nextAttemptAt, table.id)
      .where(sql`${table.sentAt} is null and ${table.failedAt} is null`),
  ],
);

/**
 * The updates sent to the signers who asked for them (app/petitions/updates/): one row per petition and
 * event (`response`, `debate-scheduled:<date>`, `debate-outcome`, `closed`), written once. Its messages are
 * queued into petitioner_mail a batch of signers at a time, from `next_request_id` on; `queued_at` is set
 * when the last batch is written, so a send cut off by a restart is resumed where it stopped.
 */
export const petitionUpdateSends = pgTable(
  "petition_update_sends",
  {
    id: serial("id").primaryKey(),
    petitionId: petitionOf(),
    event: text("event").notNull(),
    kind: text("kind").notNull(),
    /** When the event happened: only signers confirmed by then are written to. */
    happenedAt: timestamp("happened_at", { withTimezone: true }).notNull(),
    /** What the messages say beyond the petition's title, as JSON: the debate's date, the final count. */
    detail: text("detail").notNull().default("{}"),
    createdAt: createdAt(),
    /** The last signer's request id queued so far. */
    nextRequestId: integer("next_request_id").notNull().default(0),
    recipients: integer("recipients").notNull().default(0),
    queuedAt: timestamp("queued_at", { withTimezone: true }),
  },
  (table) => [
    unique("petition_update_sends_once").on(table.petitionId, table.event),
    check(
      "petition_update_sends_kind_known",
      sql`${table.kind} in ('response', 'debate-scheduled', 'debate-outcome', 'closed')`,
    ),
    index("petition_update_sends_unfinished").on(table.id).where(sql`${table.queuedAt} is null`),
  ],
);

/**
 * The site banner (emergency, warning or information) shown at the top of every public page: one row at
 * most (`id` is always 1). Switching it off keeps the row with `active` false; every change is audited.
 */
export const siteBanner = pgTable(
  "site_banner",
  {
    id: integer("id").primaryKey().default(1),
    active: boolean("active").notNull(),
    level: text("level").notNull(),
    textEn: text("text_en").notNull(),
    textGa: text("text_ga").notNull(),
    /** A path on this site (`/ready-brehon`) or an https address; null for none. */
    link: text("link"),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
    changedBy: integer("changed_by"),
  },
  (table) => [
    check("site_banner_one_row", sql`${table.id} = 1`),
    check("site_banner_level_known", sql`${table.level} in ('emergency', 'warning', 'information')`),
    check(
      "site_banner_text_length",
      sql`char_length(${table.textEn}) between 1 and 300 and char_length(${table.textGa}) between 1 and 300`,
    ),
    check("site_banner_link_length", sql`${table.link} is null or char_length(${table.link}) between 1 and 500`),
  ],
);

/**
 * The Government's response to a petition and the outcome of its debate, in English and Irish, written
 * by an admin in the console (app/admin/responses.server.ts). A row is a draft until the petition's
 * `response_published_at` / `debate_outcome_published_at` is set; publishing needs both languages.
 */
export const petitionResponses = pgTable(
  "petition_responses",
  {
    petitionId: petitionOf(),
    /** `response` (the Government's response) or `debate` (the debate's outcome). */
    kind: text("kind").notNull(),
    textEn: text("text_en"),
    textGa: text("text_ga"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer("updated_by").references(() => staffAccounts.id, { onDelete: "set null" }),
  },
  (table) => [
    primaryKey({ name: "petition_responses_pkey", columns: [table.petitionId, table.kind] }),
    check("petition_responses_kind_known", sql`${table.kind} in ('response', 'debate')`),
    check("petition_responses_text_en_length", sql`char_length(btrim(${table.textEn})) between 1 and 5000`),
    check("petition_responses_text_ga_length", sql`char_length(btrim(${table.textGa})) between 1 and 5000`),
  ],
);

/**
 * Every version of every petition's translation, oldest first (app/petitions/translations.server.ts): the
 * text in the language the petition was not written in, who wrote it and when. The newest is the
 * petition's `translated_*`; a correction adds a row, so the older texts stay.
 */
export const petitionTranslations = pgTable(
  "petition_translations",
  {
    id: serial("id").primaryKey(),
    petitionId: petitionOf(),
    /** The language of this text: never the petition's own. */
    language: text("language").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    /** Who wrote it: "petitioner", "staff" (with `account_id`) or "command". */
    source: text("source").notNull(),
    /** The staff account that wrote it (null for the petitioner, the command line, or an account since removed). */
    accountId: integer("account_id"),
    createdAt: createdAt(),
  },
  (table) => [
    check("petition_translations_language_known", sql`${table.language} in ('en', 'ga')`),
    check("petition_translations_source_known", sql`${table.source} in ('petitioner', 'staff', 'command')`),
    check("petition_translations_title_length", sql`char_length(btrim(${table.title})) between 1 and 200`),
    check("petition_translations_description_length", sql`char_length(btrim(${table.description})) between 1 and 1000`),
    index("petition_translations_by_petition").on(table.petitionId, table.id),
  ],
);
