import type { Database } from "../db/client";
import type { Env } from "../env";
import { log } from "../logger";
import type { PetitionerMail } from "../mail";
import { createSignInLimits, DEFAULT_SIGN_IN_LIMITS } from "./limits";
import { createStaffConsole } from "./service";
import { createStaffStore } from "./store";

/**
 * The operators' console on the configured database, its sign-in limits shared through Redis when
 * set, telling petitioners by email through `mail` (made beside it: server/serve.ts).
 */
export function createConsoleFromEnv(env: Env, database: Database, mail: PetitionerMail) {
  void writeThresholds(database, { response: env.PETITION_RESPONSE_THRESHOLD, debate: env.PETITION_DEBATE_THRESHOLD });
  return createStaffConsole({
    db: database,
    limits: createSignInLimits(DEFAULT_SIGN_IN_LIMITS, env.REDIS_URL),
    mail,
  });
}

/**
 * Writes the thresholds in force for the database's crossing trigger (migration 0005). Retried
 * until the database answers; until then the trigger uses the defaults.
 */
export async function writeThresholds(database: Database, thresholds: { response: number; debate: number }) {
  const store = createStaffStore(database);
  for (let attempt = 0; ; attempt++) {
    try {
      await store.writeThresholds(thresholds);
      return;
    } catch (error) {
      if (attempt === 0) log.warn(`The petition thresholds could not be written yet: ${(error as Error).message}`);
      await new Promise((resolve) => setTimeout(resolve, Math.min(30_000, 1_000 * 2 ** attempt)).unref?.());
    }
  }
}
