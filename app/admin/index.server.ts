import type { PetitionerMail, PetitionModeration } from "~/petitions/index.server";
import type { Env } from "../../server/core/env";
import { log } from "../../server/core/logger";
import type { Database } from "../../server/db/client";
import { createCheckQueue, defaultChecks } from "./check-queue.server";
import { createSignInLimits, DEFAULT_SIGN_IN_LIMITS } from "./limits.server";
import { createStaffConsole, type StaffConsole } from "./service.server";
import { createStaffStore, type Thresholds } from "./store.server";

export type { ConsoleKit } from "./load-context";
export type { Moderation } from "./moderation.server";
export type {
  SetupResult,
  SignInResult,
  Staff,
  StaffConsole,
  StaffConsoleOptions,
  StaffRequester,
} from "./service.server";

/**
 * The operators' console on the configured database, its sign-in limits shared through Redis when
 * set, telling petitioners by email through `mail` (made beside it: server/serve.ts), checking at most
 * SIGN_IN_CHECKS passwords at once with SIGN_IN_QUEUE sign-ins waiting (app/admin/check-queue.server.ts),
 * and moderating through the petitions' own stores (`petitions`, made beside it too).
 */
export function createConsoleFromEnv(
  env: Env,
  database: Database,
  mail: PetitionerMail,
  petitions: PetitionModeration,
): StaffConsole {
  return createStaffConsole({
    db: database,
    petitions,
    limits: createSignInLimits(DEFAULT_SIGN_IN_LIMITS, env.REDIS_URL),
    mail,
    checks: createCheckQueue({ checks: env.SIGN_IN_CHECKS ?? defaultChecks(), queue: env.SIGN_IN_QUEUE }),
  });
}

/**
 * Writes this server's thresholds and open days (see `writeThresholds`), waiting for at most `waitMs`: a
 * petition created at once after start is then published under them, while a database that does not answer
 * yet does not hold the start back (the writes go on being retried).
 */
export async function writeThresholdsFromEnv(env: Env, database: Database, waitMs = 5_000): Promise<void> {
  const written = writeThresholds(database, {
    response: env.PETITION_RESPONSE_THRESHOLD,
    debate: env.PETITION_DEBATE_THRESHOLD,
    openDays: env.PETITION_OPEN_DAYS,
  });
  let timer: NodeJS.Timeout | undefined;
  // Not unref'd: the start is waiting on it.
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  await Promise.race([written, waited]);
  clearTimeout(timer);
}

/**
 * Writes the thresholds in force for the database's crossing trigger (migration 0005) and the days a
 * petition is open for its publishing trigger (migration 0014). Retried
 * until the database answers; until then the trigger uses the defaults.
 */
export async function writeThresholds(database: Database, thresholds: Thresholds) {
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

// The console's door on the server side: what the server's composition (server/) uses of it beside the above:
// the operators' commands, on the console's accounts (`npm run staff`) and on the petitions (`npm run petitions`).
export { runStaffCommand } from "./cli.server";
export { adminGate } from "./gate.server";
export { runOperatorCommand } from "./petition-commands.server";
