import nodemailer from "nodemailer";
import type { Env } from "../../../server/core/env";
import type { Database, Sql } from "../../../server/db/client";
import { unsubscribeAddress } from "../updates/links.server";
import { createUpdateStore } from "../updates/store.server";
import { createMailQueue, queuePetitionerMail } from "./store.server";
import type { MailKind } from "./templates.server";
import { createMailWorker, type MailTransport, type MailWorker } from "./worker.server";

export { changeTellingPetitioner } from "./store.server";
export type { MailKind } from "./templates.server";

/**
 * Emails to petitioners, as the rest of the server sees them. With `SMTP_URL` unset nothing is
 * queued (the petition keeps its address, as it always did) and nothing is sent.
 */
export type PetitionerMail = {
  enabled: boolean;
  /**
   * Queues a message to a petition's petitioner, if they gave an address: true when queued. Pass
   * the client of the transaction that makes the change it reports, so that both commit together
   * (a Government response: `{ kind: "response", response }`), and call `queued()` once it has
   * committed; without a client the worker is woken at once.
   */
  queue(petitionId: number, message: { kind: MailKind; response?: string | null }, sql?: Sql): Promise<boolean>;
  /** Messages were queued and committed (by `queue` in a transaction, or the store's moderation updates): send them now. */
  queued(): void;
  /** Starts this process's worker. */
  start(): void;
  close(): Promise<void>;
};

/** Email updates switched off. */
export const MAIL_OFF: PetitionerMail = {
  enabled: false,
  queue: async () => false,
  queued: () => {},
  start: () => {},
  close: async () => {},
};

/** The line the log carries once at start when email updates are off. */
export const MAIL_OFF_NOTICE = "email updates are off (SMTP_URL is not set)";

/** What the log says at start about email updates: never an address or a password. */
export function mailStartupNotice(env: Pick<Env, "SMTP_URL">): string {
  if (!env.SMTP_URL) return MAIL_OFF_NOTICE;
  const url = new URL(env.SMTP_URL);
  return `email updates are on: petitioners are written to through ${url.protocol}//${url.host}`;
}

/** The SMTP transport for SMTP_URL (nodemailer), with time limits so a stuck server only delays the queue. */
export function smtpTransport(url: string): MailTransport {
  return nodemailer.createTransport({
    url,
    // One connection kept open and reused, for the messages this process sends one after another: a connection
    // per message reached about 10 messages a second on loopback, a kept one about 240 (bench/history-2026.md).
    pool: true,
    maxConnections: 1,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    logger: false,
  });
}

/** Email updates from the configuration: on with SMTP_URL (a queue and this process's worker), off without. */
export function createPetitionerMail(
  env: Pick<Env, "SMTP_URL" | "MAIL_FROM" | "MAIL_RETRY_SECONDS" | "MAIL_MAX_ATTEMPTS" | "PUBLIC_URL"> &
    Partial<Pick<Env, "SMTP_RATE">>,
  database: Database,
  transport?: MailTransport,
): PetitionerMail {
  if (!env.SMTP_URL) return MAIL_OFF;
  let linkKey: Promise<string> | undefined;
  const worker: MailWorker = createMailWorker({
    queue: createMailQueue(database),
    transport: transport ?? smtpTransport(env.SMTP_URL),
    from: env.MAIL_FROM,
    publicUrl: env.PUBLIC_URL,
    retrySeconds: env.MAIL_RETRY_SECONDS,
    maxAttempts: env.MAIL_MAX_ATTEMPTS,
    rate: env.SMTP_RATE,
    updateLinks: async (requestId, language) => {
      linkKey ??= createUpdateStore(database).linkKey();
      return { unsubscribe: unsubscribeAddress(await linkKey, requestId, language, env.PUBLIC_URL) };
    },
  });
  return {
    enabled: true,
    async queue(petitionId, message, sql) {
      if (!sql) await database.ready();
      const queued = await queuePetitionerMail(sql ?? database.sql, petitionId, message);
      // In a caller's transaction, it is sent after the commit (`queued()`, or the worker's next round).
      if (queued && !sql) worker.nudge();
      return queued;
    },
    queued: () => worker.nudge(),
    start: () => {
      worker.start();
    },
    close: () => worker.close(),
  };
}
