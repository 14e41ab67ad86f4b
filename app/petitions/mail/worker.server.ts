import { now as clockNow } from "../../../server/core/clock";
import { errorLog, log, withoutEmails } from "../../../server/core/logger";
import { reachedAddress } from "../../../server/mail/address";
import type { ClaimedMail, MailQueue } from "./store.server";
import { renderPetitionerMail, type UpdateLinks } from "./templates.server";

/**
 * What the worker needs of a mail library's transport (nodemailer's, in production). The recipient is an
 * object, never a string: nodemailer reads a string as an address list (comments, quotes, groups, commas).
 */
export type MailTransport = {
  sendMail(message: {
    from: string;
    to: { address: string; name?: string };
    subject: string;
    text: string;
    html: string;
    headers: Record<string, string>;
  }): Promise<unknown>;
  close(): void;
};

export type MailWorkerOptions = {
  queue: MailQueue;
  transport: MailTransport;
  /** MAIL_FROM. */
  from: string;
  /** PUBLIC_URL: the petition's address in each message. */
  publicUrl: string;
  /** MAIL_RETRY_SECONDS: the wait after a first failure, doubled after each further one. */
  retrySeconds: number;
  /** MAIL_MAX_ATTEMPTS: attempts before a message is given up. */
  maxAttempts: number;
  /** How often the queue is looked at for retries and other processes' messages (ms). */
  pollMs?: number;
  /** How long a claimed message is held before another process may try it (ms). */
  leaseMs?: number;
  /** Messages claimed at once. */
  batch?: number;
  /** SMTP_RATE: at most this many messages a second from this process. */
  rate?: number;
  /** An update's unsubscribe link for its signer (their request), in their language. */
  updateLinks?: (requestId: number, language: "en" | "ga") => Promise<UpdateLinks>;
  now?: () => Date;
};

/** The longest wait between two attempts. */
export const MAX_RETRY_SECONDS = 6 * 3600;

/** The wait after the `attempts`-th failed attempt: `base`, then twice as long each time, at most 6 hours. */
export function retryDelaySeconds(attempts: number, base: number): number {
  return Math.min(base * 2 ** Math.max(0, attempts - 1), Math.max(base, MAX_RETRY_SECONDS));
}

/**
 * An error the mail server gave for this message itself (the recipient or the message refused
 * with a 5xx reply): sending it again would fail again. A connection, a time-out, a 4xx reply or
 * a refused sign-in (the operator's configuration) is worth another attempt.
 */
export function isPermanentFailure(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  return (
    (code === "EENVELOPE" || code === "EMESSAGE") &&
    typeof responseCode === "number" &&
    responseCode >= 500 &&
    responseCode < 600
  );
}

/** A failure as kept and logged: its code and message, without the recipient or any other address. */
export function describeFailure(error: unknown, recipient: string): string {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const text = `${typeof code === "string" ? `${code}: ` : ""}${typeof message === "string" ? message : String(error)}`;
  const escaped = recipient.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return withoutEmails(recipient ? text.replace(new RegExp(escaped, "gi"), "[email]") : text)
    .replace(/\s+/g, " ")
    .slice(0, 500);
}

/**
 * Sends what the queue holds, in this process: at once when this process queued something
 * (`nudge`), and every `pollMs` for retries and messages other processes queued. Nothing here
 * runs inside a request: a mail server that is slow or down only delays the messages.
 */
export function createMailWorker({
  queue,
  transport,
  from,
  publicUrl,
  retrySeconds,
  maxAttempts,
  pollMs = Math.min(retrySeconds, 30) * 1000,
  leaseMs = 5 * 60_000,
  batch = 10,
  rate = Number.POSITIVE_INFINITY,
  updateLinks,
  now = clockNow,
}: MailWorkerOptions) {
  /** The earliest moment (real time, ms) the next message may start, at `rate` a second. */
  let nextSlot = 0;
  const spacingMs = rate > 0 && Number.isFinite(rate) ? 1000 / rate : 0;
  async function paced(): Promise<void> {
    if (spacingMs === 0) return;
    const wait = nextSlot - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    nextSlot = Math.max(Date.now(), nextSlot) + spacingMs;
  }
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;
  /** Messages this process claimed and has not finished: given back if it stops first. */
  const held = new Set<number>();

  type Outcome = "sent" | "retrying" | "givenUp" | "cutOff";

  async function deliver(mail: ClaimedMail): Promise<Outcome> {
    let outcome: Outcome = "sent";
    try {
      outcome = await attempt(mail);
      return outcome;
    } finally {
      if (outcome !== "cutOff") held.delete(mail.id);
    }
  }

  /** Sends one message and records how it went; "cutOff" when the worker stopping cut it off. */
  async function attempt(mail: ClaimedMail): Promise<Outcome> {
    const language = mail.payload.language === "ga" ? "ga" : "en";
    const links =
      mail.kind === "update" && mail.requestId !== null ? await updateLinks?.(mail.requestId, language) : undefined;
    const message = renderPetitionerMail(mail, publicUrl, links);
    // One mailbox, checked again here: a recipient queued before addresses had to be plain goes to the one
    // mailbox it always reached, and one that names none or several is given up rather than parsed as a list.
    const to = reachedAddress(mail.recipient);
    if (!to) {
      await queue.failed(mail.id, "The recipient is not one plain email address", null, now());
      log.error({ mailId: mail.id, petitionId: mail.petitionId, kind: mail.kind }, "Petitioner email given up");
      return "givenUp";
    }
    try {
      await transport.sendMail({
        from,
        to: { address: to.address },
        subject: message.subject,
        text: message.text,
        html: message.html,
        // An automatic message (RFC 3834): no out-of-office replies.
        headers: {
          "Content-Language": message.language,
          "Auto-Submitted": "auto-generated",
          // RFC 8058: the mail program's one-click unsubscribe, a POST to the same address as the visible link.
          ...(links
            ? { "List-Unsubscribe": `<${links.unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" }
            : {}),
        },
      });
    } catch (error) {
      // Cut off by close(): given back with the rest of what this process held.
      if (closed) return "cutOff";
      const bounced = isPermanentFailure(error);
      // A refusal for good is kept as a bounce, which the console counts apart from messages given up after retries.
      const reason = `${bounced ? "bounced: " : ""}${describeFailure(error, mail.recipient)}`.slice(0, 500);
      const giveUp = bounced || mail.attempts >= maxAttempts;
      const wait = retryDelaySeconds(mail.attempts, retrySeconds);
      await queue.failed(mail.id, reason, giveUp ? null : new Date(now().getTime() + wait * 1000), now());
      const facts = { mailId: mail.id, petitionId: mail.petitionId, kind: mail.kind, attempts: mail.attempts };
      if (giveUp) log.error({ ...facts, error: reason }, "Petitioner email given up");
      else log.warn({ ...facts, retryInSeconds: wait, error: reason }, "Petitioner email not sent: will retry");
      return giveUp ? "givenUp" : "retrying";
    }
    await queue.sent(mail.id, now());
    log.info(
      { mailId: mail.id, petitionId: mail.petitionId, kind: mail.kind, attempts: mail.attempts },
      "Petitioner email sent",
    );
    return "sent";
  }

  /** Sends every due message, a batch at a time, until none is due. */
  async function drain(): Promise<void> {
    const outcomes: Record<Outcome, number> = { sent: 0, retrying: 0, givenUp: 0, cutOff: 0 };
    do {
      again = false;
      for (;;) {
        if (closed) return;
        const at = now();
        const claimed = await queue.claim(at, new Date(at.getTime() + leaseMs), batch);
        if (claimed.length === 0) break;
        for (const mail of claimed) held.add(mail.id);
        for (const mail of claimed) {
          if (closed) return;
          await paced();
          if (closed) return;
          outcomes[await deliver(mail)] += 1;
        }
      }
    } while (again && !closed);
    // At LOG_LEVEL=debug, the end of each round: nothing more was due when it ended.
    log.debug(outcomes, "Petitioner email queue checked");
  }

  /** Runs `drain` unless it is running already (then it goes round once more). */
  function run(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = drain()
      .catch((error: unknown) => {
        // The database is out of reach: the next round tries again.
        errorLog(() => log.error({ err: error }, "The petitioner email queue could not be read"));
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  return {
    start() {
      if (timer || closed) return;
      timer = setInterval(() => void run(), pollMs);
      timer.unref();
      void run();
    },
    /** Something was queued in this process: send it now. */
    nudge: () => {
      if (!closed) void run();
    },
    /** One round now (tests). */
    run,
    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      // A message being sent gets a moment to finish; the transport then closes its connections.
      await Promise.race([running, new Promise((resolve) => setTimeout(resolve, 2_000).unref())]);
      transport.close();
      // What this process claimed and did not finish is due again at once, not when its lease ends. A
      // message cut off mid-send may, rarely, reach its petitioner twice: better than five minutes late.
      const unfinished = [...held];
      held.clear();
      await queue
        .release(unfinished, now())
        .catch((error: unknown) => log.warn({ err: error }, "Unsent petitioner email could not be given back"));
    },
  };
}

export type MailWorker = ReturnType<typeof createMailWorker>;
