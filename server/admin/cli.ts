import { parseArgs } from "node:util";
import { runOnDatabase, UsageError } from "../cli-support";
import { type Env, readEnv } from "../env";
import { SETUP_LINK_HOURS } from "./service";
import { createStaffStore, STAFF_ROLES, type StaffRole, type StaffStore } from "./store";

const USAGE = `Usage: npm run staff -- <command>
  add <email> --role moderator|admin   create an account; prints a one-time link to set its password and one-time codes
  reset <email>                        forget its password and codes, end its sessions; prints a new link
  disable <email>                      refuse its sign-ins and end its sessions
  enable <email>                       allow it to sign in again
  list                                 every account, its role and state
Options: --origin https://portal.example   the address the link starts with (default: PUBLIC_URL, else http://localhost:PORT)`;

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,189}$/;

function emailOf(value: string | undefined): string {
  const email = value?.trim().toLowerCase() ?? "";
  if (!EMAIL.test(email)) throw new UsageError(`"${value ?? ""}" is not an email address.`);
  return email;
}

/**
 * `npm run staff -- …`: the console's accounts, on the configured database
 * (with the embedded database, stop the server first). Returns the exit code.
 * Prints links and facts, never a password or a code.
 */
export async function runStaffCommand(argv: string[], env: Env = readEnv()): Promise<number> {
  return runOnDatabase(argv, env, USAGE, parse, (parsed, db) => {
    const origin = (parsed.values.origin ?? process.env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(
      /\/+$/,
      "",
    );
    return run(parsed, createStaffStore(db), origin);
  });
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    options: { role: { type: "string" }, origin: { type: "string" } },
  });
}

async function run({ positionals, values }: ReturnType<typeof parse>, store: StaffStore, origin: string) {
  const [command, target] = positionals;
  const link = async (accountId: number) =>
    `${origin}/admin/setup/${await store.createSetupLink(accountId, SETUP_LINK_HOURS)}`;
  const account = async () => {
    const email = emailOf(target);
    const found = await store.accountByEmail(email);
    if (!found) throw new UsageError(`There is no account for ${email}.`);
    return found;
  };
  switch (command) {
    case "add": {
      const email = emailOf(target);
      const role = values.role as StaffRole | undefined;
      if (!role || !STAFF_ROLES.includes(role)) throw new UsageError("add needs --role moderator or --role admin.");
      const created = await store.addAccount(email, role);
      if (!created) {
        console.error(`There is already an account for ${email}: use reset to send it a new link.`);
        return 1;
      }
      await store.audit({ accountId: null, actor: "npm run staff", action: "account-added", detail: { email, role } });
      console.log(`Account ${email} (${role}) created. Give them this link, good once for ${SETUP_LINK_HOURS} hours:`);
      console.log(await link(created.id));
      return 0;
    }
    case "reset": {
      const found = await account();
      await store.clearCredentials(found.id);
      await store.audit({
        accountId: null,
        actor: "npm run staff",
        action: "account-reset",
        detail: { email: found.email },
      });
      console.log(
        `${found.email}: password and one-time codes forgotten, sessions ended. The new link, good once for ${SETUP_LINK_HOURS} hours:`,
      );
      console.log(await link(found.id));
      return 0;
    }
    case "disable":
    case "enable": {
      const found = await account();
      await store.setDisabled(found.id, command === "disable");
      await store.audit({
        accountId: null,
        actor: "npm run staff",
        action: `account-${command}d`,
        detail: { email: found.email },
      });
      console.log(
        command === "disable"
          ? `${found.email} is disabled; its sessions have ended.`
          : `${found.email} may sign in again.`,
      );
      return 0;
    }
    case "list": {
      const accounts = await store.accounts();
      if (accounts.length === 0) console.log("There are no staff accounts.");
      for (const entry of accounts) {
        const state = entry.disabled ? "disabled" : entry.passwordHash ? "active" : "waiting for set-up";
        console.log(`${entry.email}\t${entry.role}\t${state}`);
      }
      return 0;
    }
    default:
      throw new UsageError(command ? `Unknown command "${command}".` : "Name a command.");
  }
}
