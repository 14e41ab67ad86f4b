import path from "node:path";
import { z } from "zod";

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
  /** Petitions one IP address may create per window. */
  RATE_LIMIT_CREATE: z.coerce.number().int().min(1).default(5),
  /** Signatures one IP address may add per window. */
  RATE_LIMIT_SIGN: z.coerce.number().int().min(1).default(30),
  /** Length of the rate-limit window in seconds. */
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  /** Express "trust proxy" setting: how many proxies sit in front (for the client IP). */
  TRUST_PROXY: z.coerce.number().int().min(0).default(0),
});

export type Env = z.infer<typeof envSchema>;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(source).filter(([, value]) => value !== "")));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration: ${problems.join("; ")}`);
  }
  return { ...parsed.data, DATA_DIR: path.resolve(parsed.data.DATA_DIR) };
}
