import { spawn, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { describe, expect, it } from "vitest";
import { irishText, NOT_PROSE } from "#test/support/irish-text";

/**
 * Every Irish string of the portal through An Gramadóir, the Irish grammar checker (`gram-ga`, Debian
 * packages gramadoir and liblingua-ga-gramadoir-perl): missing or unneeded lenition and eclipsis, wrong
 * prepositions and cases. It reads the strings the spelling test reads (test/support/irish-text.ts). Each
 * message is either fixed in the text or listed, with a one-line reason, in irish-grammar-allowed.txt;
 * a message not listed there fails the test, and so does a listed one that no text gives any more.
 *
 * Messages about a single word that irish-words.txt accepts (a name, an API parameter, a term the
 * dictionaries lack) are answered by that reviewed list: the spelling test already holds every such word.
 */

type Message = {
  /** The rule, as gram-ga names it ("SEIMHIU", "BACHOIR{ná}"). */
  rule: string;
  /** The words it flags. */
  words: string;
  /** What it says of them. */
  says: string;
  /** The string they are in. */
  text: string;
};

/** A message's key in the allow-list: its rule and the words it flags. */
const keyOf = (message: Pick<Message, "rule" | "words">) => `${message.rule} | ${message.words}`;

const gramadoir = spawnSync("gram-ga", ["--version"], { encoding: "utf8" });
const hasGramadoir = gramadoir.status === 0;

const lines = (file: string) =>
  readFileSync(new URL(file, import.meta.url), "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"));

/** The reviewed allow-list: `RULE | flagged words | reason`, one a line. */
const ALLOWED = new Map(
  lines("./irish-grammar-allowed.txt").map((line) => {
    const [rule = "", words = "", ...reason] = line.split(" | ");
    return [keyOf({ rule, words }), reason.join(" | ").trim()];
  }),
);

/** Words the spelling test accepts beyond the dictionary. */
const ACCEPTED_WORDS = new Set(lines("./irish-words.txt"));

/** Rules that judge one word's spelling or form, not the grammar between words. */
const WORD_RULES = /^(?:ANAITHNID|GRAM\{|MOIRF\{|COMHFHOCAL\{|NEAMHCHOIT|MICHEART\{|CAIGHDEAN\{)/;

/** Prefixes of initial mutations, before the word the spelling list holds ("t-aerchóiriú", "d'fhreagraí"). */
const MUTATION = /^(?:[dD]'|[tnh]-)/;

/** A word rule about a word irish-words.txt accepts: each of its parts ("UTF-8"), behind a mutation's prefix. */
function acceptedWord(message: Message): boolean {
  if (!WORD_RULES.test(message.rule)) return false;
  const word = message.words.replace(MUTATION, "");
  if (ACCEPTED_WORDS.has(message.words) || ACCEPTED_WORDS.has(word)) return true;
  return word
    .split(/[^\p{L}]+/u)
    .filter(Boolean)
    .every((part) => ACCEPTED_WORDS.has(part));
}

const XML_ENTITIES: Record<string, string> = { "&quot;": '"', "&apos;": "'", "&lt;": "<", "&gt;": ">", "&amp;": "&" };
const unescapeXml = (text: string) =>
  text.replace(/&(?:quot|apos|lt|gt|amp);/g, (entity) => XML_ENTITIES[entity] ?? entity);

/**
 * Each string as the checker reads it: one a line, placeholders ("{hotkey}") left out, and a full stop
 * after a string without one, so that each is a sentence of its own (gram-ga reads across line ends).
 */
function asSentences(texts: readonly string[]): string[] {
  return texts.map((text) => {
    const line = text
      .replace(/\{\w+\}/g, " ")
      // Addresses quoted in a message ("/api/search?q=pas") are not words, as in the spelling test.
      .replace(/(?<=^|\s)\/\S*/g, " ")
      .replace(/\s+/g, " ")
      .trim();
    return /[.!?]$/.test(line) ? line : `${line}.`;
  });
}

/** gram-ga's output (its `--api` XML) on some lines of text. */
function runGramadoir(input: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn("gram-ga", ["--ionchod=utf-8", "--aschod=utf-8", "--api", "--iomlan", "--comheadan=en"]);
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => out.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => err.push(chunk));
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0
        ? resolve(Buffer.concat(out).toString("utf8"))
        : reject(new Error(`gram-ga failed (${code}): ${Buffer.concat(err).toString("utf8")}`)),
    );
    child.stdin.end(input, "utf8");
  });
}

/**
 * gram-ga's messages on the texts, each tied to its text. The checker takes seconds of CPU for the
 * portal's Irish and half a second to start: the texts go in a few large runs, one per core (up to four).
 */
async function grammarMessages(texts: readonly string[]): Promise<Message[]> {
  const sentences = asSentences(texts);
  const runs = Math.max(1, Math.min(4, availableParallelism()));
  const size = Math.ceil(sentences.length / runs);
  const starts = Array.from({ length: runs }, (_, run) => run * size).filter((first) => first < sentences.length);
  const outputs = await Promise.all(
    starts.map((first) => runGramadoir(`${sentences.slice(first, first + size).join("\n")}\n`)),
  );
  return outputs.flatMap((output, run) =>
    [...output.matchAll(/<error ([^>]*)\/>/g)].map(([, attributes = ""]) => {
      const a = Object.fromEntries(
        [...attributes.matchAll(/(\w+)="([^"]*)"/g)].map(([, name = "", value = ""]) => [name, unescapeXml(value)]),
      );
      const context = a.context ?? "";
      return {
        rule: (a.ruleId ?? "").replace(/^Lingua::GA::Gramadoir\//, ""),
        words: context.substr(Number(a.contextoffset), Number(a.errorlength)),
        says: a.msg ?? "",
        // Its line in the run: the text's place among all of them.
        text: texts[(starts[run] ?? 0) + Number(a.fromy)] ?? context,
      };
    }),
  );
}

describe("Irish grammar", () => {
  it("reads every string as a sentence of its own", () => {
    expect(asSentences(["Teachtaireachtaí ({hotkey})", "Dún\nseo", "Cén fáth?"])).toEqual([
      "Teachtaireachtaí ( ).",
      "Dún seo.",
      "Cén fáth?",
    ]);
  });

  it("lists each allowed message once, with a reason", () => {
    const entries = lines("./irish-grammar-allowed.txt");
    expect(entries.length).toBe(ALLOWED.size);
    for (const entry of entries) expect(entry, "RULE | flagged words | reason").toMatch(/^[^|]+ \| [^|]+ \| \S.{9,}$/);
  });

  // CI installs An Gramadóir (.ci/run); elsewhere the check runs where it is installed.
  it("finds no message that is neither fixed nor allowed, and allows none that no text gives", async (context) => {
    if (!hasGramadoir && !process.env.CI) {
      context.skip("gram-ga is not installed here (Debian packages gramadoir and liblingua-ga-gramadoir-perl)");
    }
    expect(hasGramadoir, "gram-ga is not installed (Debian package gramadoir)").toBe(true);
    // Every Irish string and every template's text, as the spelling test reads them.
    const texts = [...new Set(irishText({ samples: [2], keep: (text) => !NOT_PROSE.test(text) }))];
    const messages = (await grammarMessages(texts)).filter((message) => !acceptedWord(message));

    const unlisted = messages
      .filter((message) => !ALLOWED.has(keyOf(message)))
      .map((message) => `${keyOf(message)} | (${message.says}) in “${message.text}”`);
    expect(
      [...new Set(unlisted)].sort(),
      "fix the text, or add `RULE | flagged words | reason` to app/i18n/irish-grammar-allowed.txt",
    ).toEqual([]);

    const given = new Set(messages.map(keyOf));
    const stale = [...ALLOWED.keys()].filter((key) => !given.has(key));
    expect(stale, "no text gives these any more: remove them from irish-grammar-allowed.txt").toEqual([]);
  }, 120_000);

  it.runIf(hasGramadoir)("finds missing lenition and eclipsis, each in its own string", async () => {
    const messages = await grammarMessages(["Tá sé ar an bord", "Tá sé i Baile Átha Cliath.", "Teachtaireachtaí"]);
    expect(messages.map(({ rule, words, text }) => ({ rule, words, text }))).toEqual([
      { rule: "CLAOCHLU", words: "ar an bord", text: "Tá sé ar an bord" },
      { rule: "URU", words: "i Baile Átha Cliath", text: "Tá sé i Baile Átha Cliath." },
    ]);
  });
});
