import { parseArgs } from "node:util";
import { staffCount } from "~/admin/counts";
import { runOnDatabase, UsageError } from "../../server/cli-support";
import { type Env, readEnv } from "../../server/core/env";
import {
  type AccountResult,
  type Accounts,
  COMMAND_ACTOR,
  createAccounts,
  lookupEmail,
  normalEmail,
} from "./accounts.server";
import { createSignInLimits, DEFAULT_SIGN_IN_LIMITS } from "./limits.server";
import { SETUP_LINK_HOURS } from "./service.server";
import { createStaffStore } from "./store.server";

const USAGE = `Usage: npm run staff -- <command>
  add <email> --role moderator|admin   create an account; prints a one-time link to set its password and one-time codes
  role <email> --role moderator|admin  change its role
  reset <email>                        forget its password and codes, end its sessions; prints a new link
  disable <email>                      refuse its sign-ins and end its sessions
  enable <email>                       allow it to sign in again
  unlock <email>                       forget its failed sign-ins, from every address
  list                                 every account, its role, state and last sign-in
Options: --origin https://portal.example   the address the link starts with (default: PUBLIC_URL, else http://localhost:PORT)`;

/**
 * `npm run staff -- …`: the console's accounts, on the configured database
 * (with the embedded database, stop the server first). Returns the exit code.
 * Prints links and facts, never a password or a code. The rules and audit
 * entries are the accounts page's own (app/admin/accounts.server.ts).
 */
export async function runStaffCommand(argv: string[], env: Env = readEnv()): Promise<number> {
  return runOnDatabase(argv, env, USAGE, parse, async (parsed, db) => {
    // The public address (PUBLIC_URL, else http://localhost:PORT), as the accounts page's links.
    const origin = (parsed.values.origin ?? env.PUBLIC_URL).replace(/\/+$/, "");
    // With Redis, `list` shows the accounts locked out by failed sign-ins.
    const limits = env.REDIS_URL ? createSignInLimits(DEFAULT_SIGN_IN_LIMITS, env.REDIS_URL) : undefined;
    try {
      return await run(parsed, createAccounts({ store: createStaffStore(db), limits }), origin);
    } finally {
      await limits?.close();
    }
  });
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    options: { role: { type: "string" }, origin: { type: "string" } },
  });
}

/** Prints a change's outcome: 0 when done or already so, 1 when refused; a usage mistake throws. */
function report(result: AccountResult): number {
  switch (result.status) {
    case "done":
      if (result.setup) {
        console.log(`${result.message} Give them this link, good once for ${staffCount(SETUP_LINK_HOURS, "hour")}:`);
        console.log(result.setup.link);
      } else {
        console.log(result.message);
      }
      return 0;
    case "unchanged":
      console.log(result.message);
      return 0;
    case "refused":
      console.error(result.message);
      return 1;
    default:
      throw new UsageError(result.message);
  }
}

async function run({ positionals, values }: ReturnType<typeof parse>, accounts: Accounts, origin: string) {
  const [command, target] = positionals;
  const account = async () => {
    const email = lookupEmail(target);
    if (!email) throw new UsageError(`"${target ?? ""}" is not an email address.`);
    const found = await accounts.byEmail(email);
    if (!found) throw new UsageError(`There is no account for ${email}.`);
    return found;
  };
  switch (command) {
    case "add": {
      if (!normalEmail(target)) throw new UsageError(`"${target ?? ""}" is not an email address.`);
      if (!values.role) throw new UsageError("add needs --role moderator or --role admin.");
      return report(await accounts.add(COMMAND_ACTOR, { email: target, role: values.role }, origin));
    }
    case "role": {
      const found = await account();
      if (!values.role) throw new UsageError("role needs --role moderator or --role admin.");
      return report(await accounts.setRole(COMMAND_ACTOR, found.id, values.role));
    }
    case "reset":
      return report(await accounts.reset(COMMAND_ACTOR, (await account()).id, origin));
    case "unlock":
      return report(await accounts.unlock(COMMAND_ACTOR, (await account()).id));
    case "disable":
    case "enable":
      return report(await accounts.setDisabled(COMMAND_ACTOR, (await account()).id, command === "disable"));
    case "list": {
      const list = await accounts.list();
      if (list.length === 0) console.log("There are no staff accounts.");
      for (const entry of list) {
        const lastSignIn = entry.lastSignIn ? `last sign-in ${entry.lastSignIn.toISOString()}` : "never signed in";
        console.log(`${entry.email}\t${entry.role}\t${entry.state}\t${lastSignIn}`);
      }
      return 0;
    }
    default:
      throw new UsageError(command ? `Unknown command "${command}".` : "Name a command.");
  }
}
