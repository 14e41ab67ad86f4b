import type { Database } from "../db/client";
import type { Env } from "../env";
import { createSignInLimits, DEFAULT_SIGN_IN_LIMITS } from "./limits";
import { createStaffConsole } from "./service";

/** The operators' console on the configured database, its sign-in limits shared through Redis when set. */
export function createConsoleFromEnv(env: Env, database: Database) {
  return createStaffConsole({ db: database, limits: createSignInLimits(DEFAULT_SIGN_IN_LIMITS, env.REDIS_URL) });
}
