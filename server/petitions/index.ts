import type { Database } from "../db/client";
import type { Env } from "../env";
import { log } from "../logger";
import { createDeadlines } from "./deadlines/job";
import { createDeadlineStore } from "./deadlines/store";
import { createEmailSigning } from "./email-signing/service";
import { createChangeFeed } from "./feed";
import { createFraudFlags } from "./fraud/job";
import { createFraudStore } from "./fraud/store";
import { createLiveCounts } from "./live";
import { createPetitionLog } from "./log/service";
import { createLogStore } from "./log/store";
import { createRateLimits } from "./rate-limits";
import { createPetitionService } from "./service";
import { createPetitionStore } from "./store";
import { createTransparency } from "./transparency/service";
import { createTransparencyStore } from "./transparency/store";
import { createSignerUpdates } from "./updates/service";

/** Assembles the petitions part of the server from the configuration: rules, caches, limits, live counts. */
export function createPetitions(
  env: Env,
  database: Database,
  { mailQueued = () => {} }: { mailQueued?: () => void } = {},
) {
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
  const fraud = createFraudFlags({
    store: createFraudStore(database),
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
    /** Each petition's log: signed snapshots and proofs. */
    log: petitionLog,
    /** The hourly look for sources over FRAUD_NETWORK_HOURLY. */
    fraud,
    /** Signing by email, with PETITION_SIGNING=email. */
    emailSigning,
    /** Closes petitions at their deadline (PETITION_OPEN_DAYS after publication). */
    deadlines,
    /** Starts listening for changes, and waits briefly for Redis so limits are shared from the first request. */
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
    /** Ends live streams and releases the limits' connections. */
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
