import type { InvalidationReason } from "~/petitions/receipt-code";
import type { Env } from "../../server/core/env";
import { log } from "../../server/core/logger";
import type { Database } from "../../server/db/client";
import { createDeadlines, type Deadlines } from "./deadlines/job.server";
import { createDeadlineStore } from "./deadlines/store.server";
import { createEmailSigning, type EmailSigning } from "./email-signing/service.server";
import { type ChangeFeed, createChangeFeed } from "./feed.server";
import { createFraudFlags, type FraudFlags } from "./fraud/job.server";
import { createFraudStore, type FraudFlag, type FraudStore } from "./fraud/store.server";
import { createLiveCounts, type LiveCounts } from "./live.server";
import { createPetitionLog, type PetitionLog } from "./log/service.server";
import { createLogStore } from "./log/store.server";
import type { MailKind } from "./mail/index.server";
import { createRateLimits, type RateLimits } from "./rate-limits.server";
import { createPetitionService, type PetitionService } from "./service.server";
import { createPetitionStore, type PetitionStore, type SignatureSource } from "./store.server";
import { createTransparency } from "./transparency/service.server";
import { createTransparencyStore } from "./transparency/store.server";
import { createSignerUpdates } from "./updates/service.server";

export type { ChangeFeed, PetitionState } from "./feed.server";
export type { FraudFlag } from "./fraud/store.server";
export type { PublishedSnapshot } from "./log/service.server";
export type { PetitionService, PetitionServiceStats, Requester } from "./service.server";
export type { FoundPetition } from "./store.server";

/**
 * What the operators' console does to petitions (app/admin/moderation.server.ts), through the petitions' own
 * stores: hiding, publishing, closing, removing a source's signatures, and the flagged sources' figures.
 */
export interface PetitionModeration {
  /** The address hashes that signed one petition most since a time. */
  topSigners(
    petitionId: number,
    since: Date,
    limit: number,
  ): Promise<Array<{ addressHash: string | null; signatures: number }>>;
  /** Hides (with a reason) or shows a petition, queueing `mail` to its petitioner in the same statement. */
  moderate(id: number, reason: string | null, mail: MailKind | null): Promise<{ found: boolean; mailQueued: boolean }>;
  /** Hides or shows a petition, telling no one; false if there is none with that id. */
  setHidden(id: number, reason: string | null): Promise<boolean>;
  /** Closes a petition to new signatures, or opens it again (with a new deadline once its own has passed). */
  setClosed(id: number, closed: boolean, at?: Date): Promise<boolean>;
  /** Removes one source's signatures to a petition in a window, and logs their invalidation with the reason. */
  removeSignatures(
    petitionId: number,
    source: string | SignatureSource,
    since: Date,
    reason?: InvalidationReason,
    window?: { until?: Date; expected?: number },
  ): Promise<{ removed: number; found?: number }>;
  /** The sources flagged since a time (of one petition, or all), newest first. */
  flags(since: Date, petitionId?: number): Promise<FraudFlag[]>;
  /** The signatures one source gave a petition per hour from `since`, newest first. */
  sourceHourly(
    petitionId: number,
    source: SignatureSource,
    since: Date,
  ): Promise<Array<{ hour: Date; signatures: number }>>;
  /** How many signatures one source gave a petition from `since` to `until` (what invalidating them takes away). */
  countIn(petitionId: number, source: SignatureSource, since: Date, until: Date): Promise<number>;
}

/** The petitions' moderation over their stores (the console's, and the tests'). */
export function petitionModeration(store: PetitionStore, fraud: FraudStore): PetitionModeration {
  return {
    topSigners: (petitionId, since, limit) => store.topSigners(petitionId, since, limit),
    moderate: (id, reason, mail) => store.moderate(id, reason, mail),
    setHidden: (id, reason) => store.setHidden(id, reason),
    setClosed: (id, closed, at) => store.setClosed(id, closed, at),
    removeSignatures: (petitionId, source, since, reason, window) =>
      store.removeSignatures(petitionId, source, since, reason, window),
    flags: (since, petitionId) => fraud.flags(since, petitionId),
    sourceHourly: (petitionId, source, since) => fraud.sourceHourly(petitionId, source, since),
    countIn: (petitionId, source, since, until) => fraud.countIn(petitionId, source, since, until),
  };
}

/** The petitions part of the server, as the composition (server/serve.ts) hands it to the others. */
export interface Petitions {
  /** The petitions' rules: the pages', the JSON API's and signing by email's. */
  service: PetitionService;
  /** Every process's count of changes to petitions, which the caches compare with. */
  feed: ChangeFeed;
  /** Live counts as Server-Sent Events. */
  live: LiveCounts;
  /** The petitions' SQL (the site search reads petitions through it). */
  store: PetitionStore;
  /** The rate limits of creating, signing, reporting, searching and reading the logs. */
  limits: RateLimits;
  /** What the operators' console does to petitions. */
  moderation: PetitionModeration;
  /** Each petition's log: signed snapshots and proofs. */
  log: PetitionLog;
  /** The hourly look for sources over FRAUD_NETWORK_HOURLY. */
  fraud: FraudFlags;
  /** Signing by email, with PETITION_SIGNING=email. */
  emailSigning: EmailSigning | undefined;
  /** Closes petitions at their deadline (PETITION_OPEN_DAYS after publication). */
  deadlines: Deadlines;
  /** Starts listening for changes, and waits briefly for Redis so limits are shared from the first request. */
  start(): Promise<void>;
  /** Ends live streams and releases the limits' connections. */
  close(): Promise<void>;
}

/** Assembles the petitions part of the server from the configuration: rules, caches, limits, live counts. */
export function createPetitions(
  env: Env,
  database: Database,
  { mailQueued = () => {} }: { mailQueued?: () => void } = {},
): Petitions {
  const store = createPetitionStore(database);
  const feed = createChangeFeed(database);
  const window = env.RATE_LIMIT_WINDOW_SECONDS;
  const limits = createRateLimits(
    {
      create: { points: env.RATE_LIMIT_CREATE, seconds: window },
      sign: { points: env.RATE_LIMIT_SIGN, seconds: window },
      signPerPetition: {
        points: env.RATE_LIMIT_SIGN_PER_PETITION,
        seconds: env.RATE_LIMIT_SIGN_PER_PETITION_HOURS * 3600,
      },
      signRefusals: { points: env.RATE_LIMIT_SIGN_REFUSALS, seconds: window },
      report: { points: env.RATE_LIMIT_REPORT, seconds: 3600 },
      search: { points: env.RATE_LIMIT_SEARCH, seconds: window },
      signatureMail: { points: env.SIGNATURE_EMAILS_PER_DAY, seconds: 86_400 },
      log: { points: env.RATE_LIMIT_LOG, seconds: window },
    },
    env.REDIS_URL,
  );
  const service = createPetitionService({
    store,
    feed,
    limits,
    grouping: env.SIGN_GROUP_COMMIT === "on",
    moderation: env.PETITION_MODERATION,
    signing: env.PETITION_SIGNING,
    transparency: createTransparency(createTransparencyStore(database)),
    // PGlite runs one statement at a time; a PostgreSQL pool can overlap two transactions.
    signConcurrency: database.kind === "postgres" ? 2 : 1,
  });
  const petitionLog = createPetitionLog({
    store: createLogStore(database),
    minutes: env.SNAPSHOT_MINUTES,
    keyFile: env.SNAPSHOT_KEY_FILE,
  });
  // PETITION_SIGNING=email: requests to sign, confirmed from an emailed link, signing through the service.
  const emailSigning =
    env.PETITION_SIGNING === "email"
      ? createEmailSigning({
          db: database,
          petitions: service,
          limits,
          confirmHours: env.SIGNATURE_CONFIRM_HOURS,
          retentionDays: env.PETITION_RETENTION_DAYS,
          mailQueued,
          updates: createSignerUpdates({ db: database, mailQueued }),
        })
      : undefined;
  if (emailSigning) service.handOverEmailSigning(emailSigning);
  const fraudStore = createFraudStore(database);
  const fraud = createFraudFlags({
    store: fraudStore,
    networkHourly: env.FRAUD_NETWORK_HOURLY,
    domainHourly: env.PETITION_SIGNING === "email" ? env.FRAUD_DOMAIN_HOURLY : undefined,
  });
  const deadlines = createDeadlines(createDeadlineStore(database));
  const live = createLiveCounts({
    feed,
    states: (ids) => service.states(ids),
    maxStreamsPerClient: env.RATE_LIMIT_STREAMS,
  });
  return {
    service,
    feed,
    live,
    store,
    limits,
    moderation: petitionModeration(store, fraudStore),
    log: petitionLog,
    fraud,
    emailSigning,
    deadlines,
    start: async () => {
      await service.start();
      petitionLog.start();
      fraud.start();
      deadlines.start();
      emailSigning?.start();
      if (env.REDIS_URL && !(await limits.ready())) {
        log.warn("Redis did not answer at start-up: rate limits are counted in this process until it does.");
      }
    },
    close: async () => {
      live.close();
      await petitionLog.close();
      await fraud.close();
      await deadlines.close();
      await emailSigning?.close();
      await service.close();
    },
  };
}

export { listAnswer, petitionAnswer, petitionsApi, signingWrite } from "./api.server";
// The petitions' door on the server side: what the server's composition (server/), the load context and the
// other features use of the petitions' services (their types and factories).
export type { EmailSigning } from "./email-signing/service.server";
export { PETITION_CATEGORIES } from "./fields";
export type { LiveCounts } from "./live.server";
export { logRateLimit } from "./log/allowance.server";
export { petitionLogApi } from "./log/api.server";
export { logMessages } from "./log/messages.server";
export { createLogPages, type LogPages, pageStart } from "./log/pages.server";
export { createPetitionLog, type PetitionLog } from "./log/service.server";
export { createLogStore } from "./log/store.server";
export {
  createPetitionerMail,
  MAIL_OFF,
  type MailKind,
  mailStartupNotice,
  type PetitionerMail,
} from "./mail/index.server";
export { openDataApi } from "./open-data/api.server";
export { apiReadCache, petitionPageCache, searchPageCache } from "./page-cache.server";
// What the operators' console (app/admin) uses of the petitions on the server side beside the above.
export { HIDDEN_CHARACTERS } from "./schema.server";
export { parsePetitionId, withStrictReads } from "./service.server";
export { createPetitionStore } from "./store.server";
export { createTranslations, type TranslationResult } from "./translations.server";
export { createSignerUpdates } from "./updates/service.server";
