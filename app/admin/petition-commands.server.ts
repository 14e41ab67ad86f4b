import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { LANGUAGE_NAMES } from "~/i18n/languages";
import { ANSWER_TEXT_MAX, type AnswerKind, INVALIDATION_REASONS } from "~/petitions/index";
import {
  createLogStore,
  createPetitionLog,
  createPetitionStore,
  createSignerUpdates,
  createTranslations,
  HIDDEN_CHARACTERS,
  type PetitionLog,
  parsePetitionId,
} from "~/petitions/index.server";
import { runOnDatabase, UsageError } from "../../server/cli-support";
import { type Env, readEnv } from "../../server/core/env";
import type { Database } from "../../server/db/client";
import { staffCount } from "./counts";
import { createModerationStore, PUBLISHED_COLUMN } from "./moderation-store.server";
import { createStaffStore } from "./store.server";

/*
 * `npm run petitions -- …`: the operators' commands on the petitions, beside the console's pages. They act
 * through the petitions' door, as the console does, and audit what the console audits in the console's log.
 */

const USAGE = `Usage: npm run petitions -- <command>
  list --reported [--limit N]             the most reported petitions
  hide <id> --reason "..."                hide a petition (it leaves the list and the API; its page answers 410)
  show <id>                               show a hidden petition again
  close <id>                              close a petition to new signatures
  reopen <id>                             take signatures again
  signers <id> [--hours N]                the address hashes that signed it most in the last N hours (default 1)
  remove-signatures <id> --address HASH [--hours N] [--reason rate-abuse|duplicate|automated]
                                          invalidate what one address hash signed in the last N hours (default
                                          24), with the reason the petition's log publishes (default rate-abuse)
  rotate-snapshot-key [--key-file PATH]   change the key that signs the snapshots, announced by the key in use;
                                          with SNAPSHOT_KEY_FILE, give the new key's PEM file
  translate <id> --title "..." --description "..."
                                          write the petition's title and description in the language it was
                                          not written in (a correction keeps the older text; audited)
  check [--repair]                        verify that every count equals its signature rows (and repair)
  respond <id> --en "..." --ga "..."      publish the Government's response in English and Irish (as the console
                                          does); signers who asked for updates are emailed
  debate <id> [--date YYYY-MM-DD] [--outcome-en "..." --outcome-ga "..."]
                                          set the day of its debate, and/or publish the debate's outcome in both
                                          languages; signers who asked for updates are emailed`;

const idOf = (value: string | undefined) => {
  const id = parsePetitionId(value);
  if (id === null) throw new UsageError(`"${value ?? ""}" is not a petition id (a whole number from 1).`);
  return id;
};

const hoursOf = (value: string | undefined, fallback: number) => {
  if (value === undefined) return fallback;
  const hours = Number(value);
  if (!Number.isFinite(hours) || hours <= 0 || hours > 24 * 365)
    throw new UsageError(`--hours takes a number of hours, not "${value}".`);
  return hours;
};

/**
 * The operators' commands (`npm run petitions -- …`, `npm run db:check`), on the
 * configured database. With the embedded database, stop the server first: its
 * data folder serves one process. Returns the exit code; prints one line per fact.
 */
export async function runOperatorCommand(argv: string[], env: Env = readEnv()): Promise<number> {
  return runOnDatabase(argv, env, USAGE, parse, (parsed, db) =>
    parsed.positionals[0] === "rotate-snapshot-key"
      ? rotateSnapshotKey(
          parsed,
          createPetitionLog({ store: createLogStore(db), minutes: 60, keyFile: env.SNAPSHOT_KEY_FILE }),
          Boolean(env.SNAPSHOT_KEY_FILE),
        )
      : parsed.positionals[0] === "translate"
        ? translate(parsed, db)
        : parsed.positionals[0] === "respond" || parsed.positionals[0] === "debate"
          ? answer(parsed, db)
          : run(parsed, createPetitionStore(db)),
  );
}

/** The command line's answers are audited as the operator's, not a member of staff's. */
const OPERATOR = "operator command";

/** A text given on the command line, checked as the console checks it; throws a usage error naming the option. */
function answerText(value: string | undefined, option: string): string {
  const text = value?.replace(/\r\n?/g, "\n").trim() ?? "";
  if (text === "") throw new UsageError(`${option} "..." is needed: an answer is published in English and Irish.`);
  if (text.length > ANSWER_TEXT_MAX) throw new UsageError(`${option} takes at most ${ANSWER_TEXT_MAX} characters.`);
  if (HIDDEN_CHARACTERS.test(text))
    throw new UsageError(
      `${option} holds hidden characters (control characters, zero-width spaces or direction marks).`,
    );
  return text;
}

/** A calendar day, YYYY-MM-DD, that exists. */
function dayOf(value: string): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : null;
  if (!day || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value)
    throw new UsageError(`--date takes a day as YYYY-MM-DD, not "${value}".`);
  return value;
}

/**
 * `respond` and `debate`: publish the Government's response or a debate's outcome as the console does (both
 * languages, then the audit log's entry, with the operator's command as the actor), or set a debate's day; then
 * queue the updates of the signers who asked for them, which the servers' mail workers send.
 */
async function answer({ positionals, values }: ReturnType<typeof parse>, db: Database): Promise<number> {
  const [command, target] = positionals;
  const id = idOf(target);
  const moderation = createModerationStore(db);
  const staff = createStaffStore(db);
  const petition = await moderation.answeredPetition(id);
  if (!petition) {
    console.error(`There is no petition ${id}.`);
    return 1;
  }
  const updates = createSignerUpdates({ db });
  const publish = async (kind: AnswerKind, en: string, ga: string) => {
    if (petition[PUBLISHED_COLUMN[kind]]) {
      console.error(
        `Petition ${id}: ${kind === "response" ? "the Government's response" : "the debate's outcome"} is already published.`,
      );
      return false;
    }
    await moderation.saveAnswer(id, kind, { en, ga }, null, "now");
    await staff.audit({
      accountId: null,
      actor: OPERATOR,
      action: kind === "response" ? "response-published" : "debate-outcome-published",
      petitionId: id,
      detail: { kind, after: { en, ga } },
    });
    return true;
  };
  if (command === "respond") {
    const en = answerText(values.en, "--en");
    const ga = answerText(values.ga, "--ga");
    if (!(await publish("response", en, ga))) return 1;
    console.log(`Petition ${id}: the Government's response is published.`);
  } else {
    const outcome = values["outcome-en"] !== undefined || values["outcome-ga"] !== undefined;
    if (values.date === undefined && !outcome)
      throw new UsageError('debate needs --date YYYY-MM-DD, or --outcome-en "..." --outcome-ga "...", or both.');
    if (values.date !== undefined) {
      const day = dayOf(values.date);
      await updates.scheduleDebate(id, day);
      await staff.audit({
        accountId: null,
        actor: OPERATOR,
        action: "debate-scheduled",
        petitionId: id,
        detail: { date: day },
      });
      console.log(`Petition ${id}: its debate is set for ${day}.`);
    }
    if (outcome) {
      const en = answerText(values["outcome-en"], "--outcome-en");
      const ga = answerText(values["outcome-ga"], "--outcome-ga");
      if (!(await publish("debate", en, ga))) return 1;
      console.log(`Petition ${id}: the debate's outcome is published.`);
    }
  }
  const queued = await updates.scan();
  console.log(`${staffCount(queued, "update")} queued for the signers who asked for them.`);
  return 0;
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      reported: { type: "boolean" },
      limit: { type: "string" },
      reason: { type: "string" },
      hours: { type: "string" },
      address: { type: "string" },
      repair: { type: "boolean" },
      "key-file": { type: "string" },
      title: { type: "string" },
      description: { type: "string" },
      en: { type: "string" },
      ga: { type: "string" },
      date: { type: "string" },
      "outcome-en": { type: "string" },
      "outcome-ga": { type: "string" },
    },
  });
}

async function run({ positionals, values }: ReturnType<typeof parse>, store: ReturnType<typeof createPetitionStore>) {
  const [command, target] = positionals;
  switch (command) {
    case "list": {
      if (!values.reported) throw new UsageError("list needs --reported.");
      const limit = values.limit === undefined ? 20 : Number(values.limit);
      if (!Number.isInteger(limit) || limit < 1 || limit > 1000)
        throw new UsageError("--limit takes a whole number from 1 to 1000.");
      const rows = await store.mostReported(limit);
      if (rows.length === 0) console.log("No petition has been reported.");
      for (const row of rows) {
        const state = row.hidden ? `hidden (${row.hidden_reason ?? ""})` : row.closed ? "closed" : "visible";
        console.log(`${row.id}\t${staffCount(Number(row.reports), "report")}\t${state}\t${row.title}`);
      }
      return 0;
    }
    case "hide": {
      const id = idOf(target);
      const reason = values.reason?.trim();
      if (!reason || reason.length > 500) throw new UsageError('hide needs --reason "..." (1 to 500 characters).');
      return report(await store.setHidden(id, reason), `Petition ${id} is hidden.`, id);
    }
    case "show":
      return report(await store.setHidden(idOf(target), null), `Petition ${target} is shown again.`, idOf(target));
    case "close":
      return report(
        await store.setClosed(idOf(target), true),
        `Petition ${target} is closed to new signatures.`,
        idOf(target),
      );
    case "reopen":
      return report(
        await store.setClosed(idOf(target), false),
        `Petition ${target} takes signatures again.`,
        idOf(target),
      );
    case "signers": {
      const id = idOf(target);
      const hours = hoursOf(values.hours, 1);
      const rows = await store.topSigners(id, new Date(Date.now() - hours * 3_600_000), 20);
      if (rows.length === 0) console.log(`No signatures for petition ${id} in the last ${staffCount(hours, "hour")}.`);
      for (const row of rows) console.log(`${row.addressHash ?? "(no address)"}\t${row.signatures}`);
      return 0;
    }
    case "remove-signatures": {
      const id = idOf(target);
      const address = values.address;
      if (!address || !/^[0-9a-f]{32}$/.test(address)) {
        throw new UsageError("remove-signatures needs --address with a hash from the signers command.");
      }
      const hours = hoursOf(values.hours, 24);
      const reason = values.reason ?? "rate-abuse";
      const known = INVALIDATION_REASONS.find((each) => each === reason);
      if (!known) throw new UsageError(`--reason is one of ${INVALIDATION_REASONS.join(", ")}.`);
      const since = new Date(Date.now() - hours * 3_600_000);
      const { removed } = await store.removeSignatures(id, address, since, known);
      console.log(`Removed ${staffCount(removed, "signature")} from petition ${id}; its count went down by the same.`);
      return 0;
    }
    case "check": {
      const mismatches = await store.countMismatches();
      if (mismatches.length === 0) {
        console.log("Every petition's signature count equals its signature rows.");
        return 0;
      }
      for (const { id, signatureCount, rows } of mismatches) {
        console.error(`Petition ${id}: count ${signatureCount}, rows ${rows}`);
      }
      if (!values.repair) {
        console.error("Run again with --repair to set each count to its number of rows.");
        return 1;
      }
      const repaired = await store.repairCounts();
      console.log(`Repaired ${staffCount(repaired.length, "petition")}: ${repaired.join(", ")}.`);
      return 0;
    }
    default:
      throw new UsageError(command ? `Unknown command "${command}".` : "Name a command.");
  }
}

/** Announces a new signing key with the key in use (docs/decisions/0033). */
async function rotateSnapshotKey({ values }: ReturnType<typeof parse>, petitionLog: PetitionLog, keyFileSet: boolean) {
  const file = values["key-file"];
  if (keyFileSet && !file) {
    throw new UsageError("With SNAPSHOT_KEY_FILE set, give the new key's PEM file with --key-file.");
  }
  const { id, publicKey } = await petitionLog.rotateKey(file ? readFileSync(file, "utf8") : undefined);
  console.log(`Key ${id} now signs the snapshots, announced by the key before it. Its public key:\n${publicKey}`);
  console.log(
    file
      ? "Point SNAPSHOT_KEY_FILE at the new key's file and restart the servers."
      : "The database keeps it: every server signs with it from its next snapshot.",
  );
  return 0;
}

/** `translate <id> --title … --description …`: audited as the command line's. */
async function translate({ positionals, values }: ReturnType<typeof parse>, db: Database) {
  const id = idOf(positionals[1]);
  if (values.title === undefined || values.description === undefined) {
    throw new UsageError('translate needs --title "..." and --description "...".');
  }
  const staff = createStaffStore(db);
  const result = await createTranslations(db).translate(
    id,
    { title: values.title, description: values.description },
    { source: "command", accountId: null },
    (entry) => staff.audit({ accountId: null, actor: "npm run petitions", ...entry }),
  );
  if (result.status === "not-found") {
    console.error(`There is no petition ${id}.`);
    return 1;
  }
  if (result.status === "invalid") {
    for (const message of Object.values(result.errors)) console.error(message);
    return 1;
  }
  const { petition, action } = result;
  const into = LANGUAGE_NAMES[petition.language === "en" ? "ga" : "en"];
  console.log(
    action === "first"
      ? `Petition ${id} is now in ${into} too: its ${into} pages show the translation.`
      : `Petition ${id}'s ${into} text is corrected; the earlier text is kept in its history.`,
  );
  return 0;
}

function report(found: boolean, message: string, id: number) {
  if (!found) {
    console.error(`There is no petition ${id}.`);
    return 1;
  }
  console.log(message);
  return 0;
}
