import path from "node:path";
// biome-ignore lint/style/noRestrictedImports: the server is not under a page's CSP
import { z } from "zod";
import { StartupError } from "./startup-error";

/** The parts of the configuration reference, in its order. */
export const SETTING_SECTIONS = {
  server: {
    title: "Server",
    intro: "Where the server listens, under which address the public reaches it, and how it runs.",
  },
  database: {
    title: "Database",
    intro:
      "The embedded database (PGlite, in `DATA_DIR`) unless `DATABASE_URL` names a PostgreSQL server. " +
      "The commands `npm run petitions` and `npm run staff` read the same two settings.",
  },
  petitions: {
    title: "Petitions",
    intro: "How a new petition becomes public, when it is owed a response, and how signatures are written.",
  },
  limits: {
    title: "Rate limits",
    intro:
      "Counted per client (an IPv4 address, or the /64 network of an IPv6 one, kept only as a hash). Beyond a " +
      "limit the API and the pages answer `429 Too Many Requests` with `Retry-After` and a message in the " +
      "visitor's language. Why the defaults are what they are: " +
      "[security and limits](security.md#rate-limits) and " +
      "`docs/decisions/0010-rate-limit-defaults.md`.",
  },
  mail: {
    title: "Email to petitioners",
    intro:
      "A petitioner who gave an address is written to when a moderator publishes or removes their petition " +
      "and when the Government responds to it. Messages wait in a queue in the database until the mail " +
      "server takes them.",
  },
  operations: {
    title: "Operations",
    intro: "The log, the counters for benchmarks, and how quickly every process sees the site banner.",
  },
} as const;

/** What the configuration reference (docs/reference/configuration.md) says of a setting. */
export type SettingDoc = {
  section: keyof typeof SETTING_SECTIONS;
  /** What it does, in Markdown. */
  description: string;
  /** A value an operator might give it. */
  example: string;
  /** The default in words, where the schema's own default is not the whole story. */
  defaultText?: string;
  /** The allowed values in words, where the schema's type and bounds do not say it. */
  allowed?: string;
};

/** A setting's documentation, kept with its schema as zod metadata (`.meta()`). */
const about = (doc: SettingDoc) => doc;

/** A whole number of at least 1 (a count, a limit, a length of time), with its default and its description. */
const positiveWhole = (fallback: number, doc: SettingDoc) =>
  z.coerce.number().int().min(1).default(fallback).meta(about(doc));

/** A number of days, from one to ten years'. */
const days = (fallback: number, doc: SettingDoc) =>
  z.coerce.number().int().min(1).max(3650).default(fallback).meta(about(doc));

/**
 * Every environment variable the server reads, validated once at start-up, each with what the
 * configuration reference says of it. `npm run docs:config` writes the reference from here.
 */
export const envSchema = z.object({
  NODE_ENV: z
    .enum(["development", "production", "test"])
    .default("production")
    .meta(
      about({
        section: "server",
        description:
          "The mode React runs in (it is loaded from `node_modules`, whose development build is several times " +
          "slower to render a page). `npm start` and `node server/start.js` set `production` when it is unset, " +
          "`npm run dev` sets `development`. The portal's own code does not read it, but another value stops the " +
          "server at start-up.",
        defaultText: "`production` (`development` under `npm run dev`)",
        example: "production",
      }),
    ),
  PORT: z.coerce
    .number()
    .int()
    .min(0)
    .max(65535)
    .default(3000)
    .meta(
      about({
        section: "server",
        description:
          "The TCP port the server listens on; `0` takes any free port, which the start-up line names. A port " +
          "in use, or one below 1024 without the right to use it, stops the server at start-up.",
        example: "8080",
      }),
    ),
  HOST: z
    .string()
    .min(1)
    .default("0.0.0.0")
    .meta(
      about({
        section: "server",
        description:
          "The address the server listens on: `0.0.0.0` for every interface, `127.0.0.1` for this machine only " +
          "(behind a reverse proxy on the same machine). An address that is not this machine's, or a name that " +
          "does not resolve, stops the server at start-up.",
        allowed: "an IP address of this machine, or a host name that resolves to one",
        example: "127.0.0.1",
      }),
    ),
  PUBLIC_URL: z
    .string()
    .optional()
    .superRefine((value, context) => {
      if (value === undefined) return;
      const problem = publicUrlProblem(value);
      if (problem) context.addIssue({ code: "custom", message: problem });
    })
    .meta(
      about({
        section: "server",
        description:
          "The portal's public address, the only source of the full addresses its pages, `sitemap.xml`, " +
          "`robots.txt`, the feeds, its emails and the staff accounts' set-up links name (never a request's " +
          "`Host`). `npm run build` reads it " +
          "too and writes it into the prerendered pages; a server started with another value rewrites and " +
          "recompresses them once at start-up.",
        defaultText: "`http://localhost:$PORT`",
        allowed:
          "an `https://` or `http://` origin: scheme, host and port only, with no user name, path, query or fragment",
        example: "https://www.gov.brehon.example",
      }),
    ),
  REQUEST_TIMEOUT: z.coerce
    .number()
    .int()
    .min(1)
    .max(300)
    .default(30)
    .meta(
      about({
        section: "server",
        description:
          "Seconds within which a request's headers and its whole body must arrive (the headers alone within " +
          "20 at most); a slower request is answered `408 Request Timeout` and its connection closed.",
        example: "60",
      }),
    ),
  KEEP_ALIVE_TIMEOUT: z.coerce
    .number()
    .int()
    .min(1)
    .max(600)
    .default(5)
    .meta(
      about({
        section: "server",
        description:
          "Seconds an idle connection stays open for the client's next request. Whatever stands in front of " +
          "the portal (a proxy, a load balancer) must close its own idle connections to the portal sooner, or " +
          "a request it sends on a connection the portal is closing fails: the reference nginx configuration " +
          "closes them after 4 seconds. Behind a load balancer that keeps idle connections longer, raise this " +
          "above the balancer's idle timeout.",
        example: "65",
      }),
    ),
  TRUST_PROXY: z.coerce
    .number()
    .int()
    .min(0)
    .default(0)
    .meta(
      about({
        section: "server",
        description:
          "How many reverse proxies stand in front of the server (Express's `trust proxy` hop count). From 1, " +
          "the client's address comes from `X-Forwarded-For` (for the rate limits), and the scheme and host " +
          "from `X-Forwarded-Proto` and `X-Forwarded-Host` (for the same-origin check of forms and the signer " +
          "cookie's `Secure`). Set it only where clients cannot reach the port but through the proxies: the " +
          "server warns at start when it is set while listening on every interface, once when a request " +
          "arrives without `X-Forwarded-For` while it is set, and once when forwarded headers arrive while it " +
          "is `0`.",
        example: "1",
      }),
    ),
  WORKERS: z.coerce
    .number()
    .int()
    .min(1)
    .max(64)
    .default(1)
    .meta(
      about({
        section: "server",
        description:
          "Server processes sharing the port (Node's cluster); one that dies is replaced. More than 1 needs " +
          "`DATABASE_URL`, since the embedded database serves one process, and `REDIS_URL` to count each " +
          "client's rate limits once.",
        example: "4",
      }),
    ),
  DATA_DIR: z
    .string()
    .min(1)
    .default("./data")
    .meta(
      about({
        section: "database",
        description:
          "The folder of the embedded database (PGlite), used when `DATABASE_URL` is not set. A relative path is " +
          "taken from the working directory. It is created if missing and must be writable by the server's " +
          "user; it serves one process at a time, so a second server on the same folder is refused.",
        allowed: "a folder path",
        example: "/var/lib/brehon-portal",
      }),
    ),
  DATABASE_URL: z
    .string()
    .url()
    .optional()
    .meta(
      about({
        section: "database",
        description:
          "A PostgreSQL connection string. When set, the portal keeps its data in that database instead of the " +
          "embedded one and migrates it at start; the server starts even while PostgreSQL is down, and " +
          "recovers when it returns. Needed for `WORKERS` above 1. Never repeated in a log line or an error.",
        allowed: "a connection URL, `postgres://user:password@host:port/database`",
        example: "postgres://portal:secret@db.internal:5432/portal",
      }),
    ),
  DATABASE_POOL_SIZE: z.coerce
    .number()
    .int()
    .min(1)
    .max(100)
    .default(10)
    .meta(
      about({
        section: "database",
        description:
          "Connections each server process opens to `DATABASE_URL` for its queries. Each process also keeps " +
          "one more that listens for change notifications, so keep (`DATABASE_POOL_SIZE` + 1) × processes " +
          "below the PostgreSQL server's `max_connections`. The commands use one connection.",
        example: "20",
      }),
    ),
  PETITION_MODERATION: z
    .enum(["after", "before"])
    .default("after")
    .meta(
      about({
        section: "petitions",
        description:
          "`after`: a new petition is public at once, and moderators remove what breaks the rules (the " +
          "specification's behaviour). `before`: a new petition waits, unseen, until a moderator publishes " +
          "it in the operators' console.",
        example: "before",
      }),
    ),
  PETITION_RESPONSE_THRESHOLD: positiveWhole(10_000, {
    section: "petitions",
    description:
      "Signatures at which a petition is owed the Government's response. The database records the moment " +
      "a petition reaches it, once, and the operators' console lists those petitions. Every server writes " +
      "its value to the database at start, so give every process the same one (the last to start wins).",
    example: "5000",
  }),
  PETITION_DEBATE_THRESHOLD: positiveWhole(100_000, {
    section: "petitions",
    description:
      "Signatures at which a petition is considered for a debate, recorded once like the response " +
      "threshold and written to the database at start in the same way.",
    example: "50000",
  }),
  PETITION_SIGNING: z
    .enum(["browser", "email"])
    .default("browser")
    .meta(
      about({
        section: "petitions",
        description:
          "`browser`: one signature per browser, with limits per address (the specification's behaviour). " +
          "`email`: a signer gives a name and an email address and confirms the signature from a link sent to " +
          "it; one signature per petition and address. Needs `SMTP_URL`.",
        example: "browser",
      }),
    ),
  SIGNATURE_CONFIRM_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(720)
    .default(72)
    .meta(
      about({
        section: "petitions",
        description: "With `PETITION_SIGNING=email`: how long, in hours, a confirmation link works.",
        example: "24",
      }),
    ),
  SIGNATURE_EMAILS_PER_DAY: positiveWhole(20, {
    section: "petitions",
    description:
      "With `PETITION_SIGNING=email`: confirmation emails one address may be sent in 24 hours, over every petition " +
      "(besides at most one per petition and address in 6 hours). Past it a request is answered as usual and no " +
      "email is sent, so the form cannot be used to flood someone's inbox. Counted like the rate limits: shared " +
      "by every process through `REDIS_URL`, in each process's memory without it.",
    example: "10",
  }),
  PETITION_OPEN_DAYS: days(180, {
    section: "petitions",
    description:
      "Days a petition takes signatures after it is published; then it closes, on time, whichever process " +
      "notices first. Set when a petition is published: a new value applies to petitions published after it. " +
      "Every server writes its value to the database at start, so give every process the same one.",
    example: "90",
  }),
  PETITION_RETENTION_DAYS: days(180, {
    section: "petitions",
    description:
      "With `PETITION_SIGNING=email`: the days after a petition closes at which its signers' names and " +
      "email addresses are erased (at once when a petition is removed, and when a link expires unused). " +
      "Counts, receipts and the published log stay. The privacy policy states it.",
    example: "90",
  }),
  FRAUD_DOMAIN_HOURLY: positiveWhole(200, {
    section: "petitions",
    description:
      "With `PETITION_SIGNING=email`: signatures confirmed from one email domain for one petition in one hour " +
      "before the hourly look flags the domain in the moderation queue.",
    example: "100",
  }),
  FRAUD_NETWORK_HOURLY: positiveWhole(200, {
    section: "petitions",
    description:
      "Signatures one network (a hashed IPv4 address or IPv6 /64) may give one petition in one hour before the " +
      "hourly look flags it in the moderation queue, where a moderator may invalidate them: an office of 200 " +
      "people behind one address can sign a petition together without being flagged.",
    example: "100",
  }),
  SNAPSHOT_MINUTES: positiveWhole(60, {
    section: "petitions",
    description:
      "The least time, in minutes, between two signed snapshots of one petition's log. Each server looks every " +
      "minute for petitions whose log has grown since their last snapshot and publishes one for each that is due " +
      "(`docs/decisions/0033-petition-log-merkle-tree.md`).",
    example: "15",
  }),
  SNAPSHOT_KEY_FILE: z
    .string()
    .min(1)
    .optional()
    .meta(
      about({
        section: "petitions",
        description:
          "A file holding the Ed25519 private key (PKCS #8 PEM) that signs the snapshots of the petitions' logs. " +
          "Unset: the database makes a key once and keeps it, so every server process signs with the same one. " +
          "Give every process the same file; its public key is published at `/api/petitions/snapshot-key`.",
        allowed: "a path to a PEM file readable by the server",
        example: "/etc/brehon/snapshot-key.pem",
      }),
    ),
  SIGN_GROUP_COMMIT: z
    .enum(["on", "off"])
    .default("on")
    .meta(
      about({
        section: "petitions",
        description:
          "`on`: signatures that arrive together share one transaction (group commit, " +
          "`docs/decisions/0008-group-commit.md`). `off`: each signature is written in a transaction of its own.",
        example: "off",
      }),
    ),
  RATE_LIMIT_CREATE: positiveWhole(5, {
    section: "limits",
    description: "Petitions one client may create per window (`RATE_LIMIT_WINDOW_SECONDS`).",
    example: "10",
  }),
  RATE_LIMIT_SIGN: positiveWhole(300, {
    section: "limits",
    description:
      "Signatures one client may add per window, over all petitions: an office of 200 people behind one " +
      "address can sign at once.",
    example: "600",
  }),
  RATE_LIMIT_WINDOW_SECONDS: positiveWhole(60, {
    section: "limits",
    description:
      "The length in seconds of the window of `RATE_LIMIT_CREATE`, `RATE_LIMIT_SIGN`, " +
      "`RATE_LIMIT_SIGN_REFUSALS`, `RATE_LIMIT_SEARCH` and `RATE_LIMIT_LOG`.",
    example: "120",
  }),
  RATE_LIMIT_SIGN_PER_PETITION: positiveWhole(500, {
    section: "limits",
    description:
      "Signatures one client may give one petition over the long window " +
      "(`RATE_LIMIT_SIGN_PER_PETITION_HOURS`): the most a script at one address can add to a petition.",
    example: "1000",
  }),
  RATE_LIMIT_SIGN_PER_PETITION_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(720)
    .default(24)
    .meta(
      about({
        section: "limits",
        description: "The length in hours of the window of `RATE_LIMIT_SIGN_PER_PETITION`.",
        example: "48",
      }),
    ),
  RATE_LIMIT_SIGN_REFUSALS: positiveWhole(60, {
    section: "limits",
    description:
      "Refused signing attempts (already signed, an unknown or closed petition) one client may make per " +
      "window. They have an allowance of their own, so probing does not use up real signers' allowance.",
    example: "30",
  }),
  RATE_LIMIT_REPORT: positiveWhole(20, {
    section: "limits",
    description: "Reports of a petition one client may send per hour.",
    example: "10",
  }),
  RATE_LIMIT_SEARCH: positiveWhole(120, {
    section: "limits",
    description:
      "Searches one client may make per window: results pages and the suggestions shown while typing " + "count alike.",
    example: "240",
  }),
  RATE_LIMIT_LOG: positiveWhole(300, {
    section: "limits",
    description:
      "Reads of the petitions' logs and proofs one client may make per window that reach the server (a page of a " +
      "log, an inclusion or a consistency proof): one more is answered `429` with `Retry-After`. Pages kept by a " +
      "cache in front are not counted.",
    example: "600",
  }),
  RATE_LIMIT_STREAMS: positiveWhole(250, {
    section: "limits",
    description:
      "Live-count streams one client may hold open at once on one server process; one more is answered " +
      "`429`. Reading pages is not limited otherwise.",
    example: "500",
  }),
  SIGN_IN_CHECKS: z.coerce
    .number()
    .int()
    .min(1)
    .max(1024)
    .optional()
    .meta(
      about({
        section: "limits",
        description:
          "Staff sign-in password checks (scrypt, on libuv's thread pool) one server process runs at once. " +
          "Sign-ins beyond it wait their turn, up to `SIGN_IN_QUEUE` of them; any more are answered " +
          "`503 Service Unavailable` with `Retry-After` at once, before they read the database. Checks beyond " +
          "the thread pool would only queue inside it, behind the file reads and look-ups the pages need. " +
          "By default the thread pool's size (`UV_THREADPOOL_SIZE`, 4 unless set) less one, and at least 1.",
        defaultText: "`UV_THREADPOOL_SIZE` less one (`3`)",
        example: "2",
      }),
    ),
  SIGN_IN_QUEUE: z.coerce
    .number()
    .int()
    .min(0)
    .max(1000)
    .default(8)
    .meta(
      about({
        section: "limits",
        description:
          "Staff sign-ins one server process keeps waiting for a password check (`SIGN_IN_CHECKS`) before it " +
          "answers further ones `503` with `Retry-After`. `0`: no sign-in waits.",
        example: "16",
      }),
    ),
  REDIS_URL: z
    .string()
    .url()
    .refine((value) => /^rediss?:\/\//i.test(value), { message: "must start with redis:// or rediss://" })
    .optional()
    .meta(
      about({
        section: "limits",
        description:
          "A Redis server through which every server process shares the rate-limit counts and the operators' " +
          "console's sign-in limits. If Redis stops answering, each process counts on its own until it is " +
          "back (the log says so once each way). Unset: counts are kept per process, so with `WORKERS` " +
          "above 1 a client gets each allowance once per process. Never repeated in a log line or an error.",
        allowed: "a `redis://` or `rediss://` (TLS) URL",
        example: "redis://127.0.0.1:6379",
      }),
    ),
  SMTP_URL: z
    .string()
    .url()
    .refine((value) => /^smtps?:\/\/[^/]/i.test(value), { message: "must start with smtp:// or smtps://" })
    .optional()
    .meta(
      about({
        section: "mail",
        description:
          "The mail server petitioners' emails go through. `smtp://` switches to TLS with STARTTLS when the " +
          "server offers it; `smtps://` (usually port 465) uses TLS from the start. Unset: no email is queued " +
          "or sent, and the start-up log says so. Never repeated in a log line or an error.",
        allowed: "an `smtp://` or `smtps://` URL, with the user name and password if the server wants them",
        example: "smtp://portal:secret@mail.gov.brehon.example:587",
      }),
    ),
  MAIL_FROM: z
    .string()
    .max(300)
    .refine((value) => /^[^\r\n]*@[^\r\n]*$/.test(value), { message: "must hold an email address, on one line" })
    .default("Petitions <petitions@gov.brehon.example>")
    .meta(
      about({
        section: "mail",
        description: "The sender (`From`) of petitioners' emails: an address, with a display name if wanted.",
        allowed: "one line of at most 300 characters holding an email address",
        example: "Brehon Petitions <petitions@gov.brehon.example>",
      }),
    ),
  MAIL_RETRY_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(21_600)
    .default(60)
    .meta(
      about({
        section: "mail",
        description:
          "Seconds before an email that could not be sent is tried again; the wait doubles after each failed " +
          "attempt, up to 6 hours.",
        example: "300",
      }),
    ),
  MAIL_MAX_ATTEMPTS: z.coerce
    .number()
    .int()
    .min(1)
    .max(100)
    .default(20)
    .meta(
      about({
        section: "mail",
        description:
          "Attempts before an email is given up and its address forgotten (20 is about three days with the " +
          "default wait). A message the mail server refuses outright (a `5xx` reply to its sender, recipient " +
          "or content) is given up at once.",
        example: "10",
      }),
    ),
  SMTP_RATE: z.coerce
    .number()
    .positive()
    .max(10_000)
    .default(10)
    .meta(
      about({
        section: "mail",
        description:
          "Messages a second each server process sends at most, so that a send to every signer who asked for " +
          "updates (tens of thousands at once) stays within what the mail relay accepts. With several processes " +
          "the relay sees up to this many times their number. 10 a second sends 100,000 updates in under three hours.",
        allowed: "a number of messages a second, more than 0, at most 10000",
        example: "50",
      }),
    ),
  LOG_LEVEL: z
    .enum(["debug", "info", "warn", "error"])
    .default("info")
    .meta(
      about({
        section: "operations",
        description: "The least important line the log (JSON lines on stdout) carries.",
        example: "warn",
      }),
    ),
  METRICS: z
    .enum(["on", "off", "true", "false", "1", "0"])
    .default("off")
    .transform((value) => value === "on" || value === "true" || value === "1")
    .meta(
      about({
        section: "operations",
        description:
          "`on` (or `true`, `1`) serves `GET /metrics`: JSON counts of the database statements sent, live " +
          "viewers, cache sizes and the process's memory (after a full garbage collection when Node runs with " +
          "`--expose-gc`). The benchmarks use it. Anyone who reaches the server can read it, so on a public " +
          "server leave it off or keep `/metrics` from the public at the proxy.",
        allowed: "`on`, `off`, `true`, `false`, `1` or `0`",
        example: "on",
      }),
    ),
  BANNER_POLL_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(60)
    .default(20)
    .meta(
      about({
        section: "operations",
        description:
          "Seconds between each server process's reads of the site banner from the database. The process " +
          "where an operator switches the banner applies it at once, the others within this time.",
        example: "10",
      }),
    ),
});

export type Env = Omit<z.infer<typeof envSchema>, "PUBLIC_URL"> & {
  /** The public origin, without a trailing slash: "https://www.gov.brehon.example". */
  PUBLIC_URL: string;
};

/** Why a PUBLIC_URL cannot be the portal's origin, or undefined when it can. */
export function publicUrlProblem(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "must be an absolute address such as https://www.gov.brehon.example";
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return "must start with https:// or http://";
  if (url.username || url.password) return "must not hold a user name or password";
  if (url.pathname !== "/" || url.search || url.hash) {
    return "must be an origin only (scheme, host and port), without a path, query or fragment";
  }
  return undefined;
}

/** The public origin for these settings: PUBLIC_URL without its trailing slash, or http://localhost:$PORT. */
export function publicOriginOf(source: { PUBLIC_URL?: string; PORT?: string | number }): string {
  if (source.PUBLIC_URL) return new URL(source.PUBLIC_URL).origin;
  return `http://localhost:${source.PORT || 3000}`;
}

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(source).filter(([, value]) => value !== "")));
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join(".")}${shownValue(source, String(issue.path[0]))}: ${issue.message}`,
    );
    throw new StartupError(
      `invalid configuration: ${problems.join("; ")}. Fix these environment variables (see docs/reference/configuration.md).`,
    );
  }
  if (parsed.data.PETITION_SIGNING === "email" && !parsed.data.SMTP_URL) {
    throw new StartupError(
      "PETITION_SIGNING=email sends each signer a confirmation link: set SMTP_URL to the mail server that sends it " +
        "(see docs/reference/configuration.md), or set PETITION_SIGNING=browser.",
    );
  }
  return {
    ...parsed.data,
    DATA_DIR: path.resolve(parsed.data.DATA_DIR),
    PUBLIC_URL: publicOriginOf(parsed.data),
  };
}

/** The value as given, for the error message; never a connection string or an address with a password. */
function shownValue(source: NodeJS.ProcessEnv, name: string): string {
  if (
    name === "DATABASE_URL" ||
    name === "REDIS_URL" ||
    name === "SMTP_URL" ||
    (name === "PUBLIC_URL" && source[name]?.includes("@"))
  ) {
    return "";
  }
  return `=${JSON.stringify(source[name] ?? "")}`;
}
