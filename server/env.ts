import path from "node:path";
// biome-ignore lint/style/noRestrictedImports: the server is not under a page's CSP
import { z } from "zod";
import { StartupError } from "./startup-error";

/** Every environment variable the server reads, validated once at start-up. */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  /** Folder of the embedded database (PGlite), used when DATABASE_URL is not set. */
  DATA_DIR: z.string().min(1).default("./data"),
  /** A PostgreSQL connection string; when set, the server uses it instead of the embedded database. */
  DATABASE_URL: z.string().url().optional(),
  /** Size of the PostgreSQL connection pool per server process. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** Petitions one address may create per window. */
  RATE_LIMIT_CREATE: z.coerce.number().int().min(1).default(5),
  /** Signatures one address may add per window, over all petitions (an office of 200 signing at once fits). */
  RATE_LIMIT_SIGN: z.coerce.number().int().min(1).default(300),
  /** Length of the create and sign windows in seconds. */
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  /** Signatures one address may give one petition per long window: the cap on one address. */
  RATE_LIMIT_SIGN_PER_PETITION: z.coerce.number().int().min(1).default(500),
  /** Length of the per-petition window in hours. */
  RATE_LIMIT_SIGN_PER_PETITION_HOURS: z.coerce.number().int().min(1).max(720).default(24),
  /** Refused signing attempts (already signed, unknown or closed petition) one address may make per window. */
  RATE_LIMIT_SIGN_REFUSALS: z.coerce.number().int().min(1).default(60),
  /** Reports one address may send per hour. */
  RATE_LIMIT_REPORT: z.coerce.number().int().min(1).default(20),
  /** Searches (results pages and suggestions as one types) one address may make per window. */
  RATE_LIMIT_SEARCH: z.coerce.number().int().min(1).default(120),
  /** Live-count streams one address may hold open at once, per server process. */
  RATE_LIMIT_STREAMS: z.coerce.number().int().min(1).default(250),
  /** A Redis server that every process shares rate-limit counts through; in memory per process when unset. */
  REDIS_URL: z
    .string()
    .url()
    .refine((value) => /^rediss?:\/\//i.test(value), { message: "must start with redis:// or rediss://" })
    .optional(),
  /** "after": a new petition is public at once (the spec); "before": it waits for a moderator to publish it. */
  PETITION_MODERATION: z.enum(["after", "before"]).default("after"),
  /** Signatures at which a petition is owed the Government's response; its crossing is recorded once. */
  PETITION_RESPONSE_THRESHOLD: z.coerce.number().int().min(1).default(10_000),
  /** Signatures at which a petition is considered for a debate; its crossing is recorded once. */
  PETITION_DEBATE_THRESHOLD: z.coerce.number().int().min(1).default(100_000),
  /**
   * The mail server petitioners' emails go through (smtp://user:password@host:587, smtps://… for
   * TLS from the start). Unset: no email is queued or sent.
   */
  SMTP_URL: z
    .string()
    .url()
    .refine((value) => /^smtps?:\/\/[^/]/i.test(value), { message: "must start with smtp:// or smtps://" })
    .optional(),
  /** The sender of petitioners' emails. */
  MAIL_FROM: z
    .string()
    .max(300)
    .refine((value) => /^[^\r\n]*@[^\r\n]*$/.test(value), { message: "must hold an email address, on one line" })
    .default("Petitions <petitions@gov.brehon.example>"),
  /** Seconds before an email that could not be sent is tried again; doubled after each failure (at most 6 hours). */
  MAIL_RETRY_SECONDS: z.coerce.number().int().min(1).max(21_600).default(60),
  /** Attempts before an email is given up (20: about three days with the default wait). */
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(20),
  /** Seconds between each server process's reads of the site banner from the database (the console switches it). */
  BANNER_POLL_SECONDS: z.coerce.number().int().min(1).max(60).default(20),
  /** Group commit of signatures: concurrent signatures share one transaction. */
  SIGN_GROUP_COMMIT: z.enum(["on", "off"]).default("on"),
  /** Serves /metrics (database statements, live viewers, caches, memory) when set. */
  METRICS: z
    .enum(["on", "off", "true", "false", "1", "0"])
    .default("off")
    .transform((value) => value === "on" || value === "true" || value === "1"),
  /** A request's headers and body must have arrived within this many seconds (slow clients are cut off with 408). */
  REQUEST_TIMEOUT: z.coerce.number().int().min(1).max(300).default(30),
  /** Express "trust proxy" setting: how many proxies sit in front (for the client IP). */
  TRUST_PROXY: z.coerce.number().int().min(0).default(0),
  /** Server processes sharing the port (Node's cluster); more than 1 needs DATABASE_URL. */
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  /** The least important log line written. */
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
  /**
   * The portal's public address (scheme, host, port), the only source of the full addresses its pages,
   * sitemap.xml, robots.txt and feeds name. Default: http://localhost:$PORT.
   */
  PUBLIC_URL: z
    .string()
    .optional()
    .superRefine((value, context) => {
      if (value === undefined) return;
      const problem = publicUrlProblem(value);
      if (problem) context.addIssue({ code: "custom", message: problem });
    }),
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
      `invalid configuration: ${problems.join("; ")}. Fix these environment variables (see the README's Configuration table).`,
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
