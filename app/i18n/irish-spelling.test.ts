import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { IRISH_SOURCE_FILES, irishText, NOT_PROSE } from "#test/support/irish-text";
import { ga } from "./ga";

/**
 * Every Irish string of the portal through Debian's Irish dictionary
 * (`aspell -l ga`): the catalogue, the Irish content modules, the Irish text of
 * the form definitions, the offline page, the removal reasons, the emails, the
 * search API's messages and the server's refusals (test/support/irish-text.ts
 * lists the modules, and a test fails when one with Irish text is left out). Words the dictionary does not know
 * but are right (names, places, acronyms, terms) are listed, one a line, in
 * irish-words.txt; anything else it does not know fails the test.
 */

const ACCEPTED = new Set(
  readFileSync(new URL("./irish-words.txt", import.meta.url), "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#")),
);

const aspell = spawnSync("aspell", ["-l", "ga", "dicts"], { encoding: "utf8" });
const hasIrishDictionary = aspell.status === 0 && aspell.stdout.split("\n").includes("ga");

/** Prefixes of initial mutations, where they stand apart from the dictionary's word. */
const MUTATION = /^(?:[dD]'|[tnh]-(?=[aeiouáéíóú])|(?:bh|[bdghmnt])(?=[A-ZÁÉÍÓÚ]))/;

/** The words aspell's Irish dictionary does not know in `text`. */
function spellcheck(text: string): string[] {
  const result = spawnSync("aspell", ["-l", "ga", "--encoding=utf-8", "list"], {
    input: text,
    encoding: "utf8",
    maxBuffer: 16 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`aspell failed: ${result.stderr}`);
  return result.stdout.split("\n").filter(Boolean);
}

const ROOT = new URL("../../", import.meta.url);

/** Every source file of the app, the server and the scripts, tests aside ("app/routes/home.tsx"). */
function sourceFiles(): string[] {
  return ["app", "server", "scripts"].flatMap((folder) =>
    readdirSync(new URL(folder, ROOT), { recursive: true, encoding: "utf8" })
      .map((file) => `${folder}/${file}`)
      .filter((file) => /\.(?:ts|tsx|js|mjs)$/.test(file) && !/\.(?:test|spec)\.tsx?$|\.d\.ts$/.test(file)),
  );
}

/** Words that in the portal's code only Irish sentences use. */
const IRISH_WORDS = new Set(
  "agus atá nach chun níl tá ní féidir bhfuil anseo freisin seo leis ach ná nó don mór iad".split(" "),
);

/** Whether a string literal reads as an Irish sentence: two or more of those words, at least two different. */
function irishSentence(literal: string): boolean {
  const words = literal.toLowerCase().split(/[^\p{L}]+/u);
  return new Set(words.filter((word) => IRISH_WORDS.has(word))).size >= 2;
}

/**
 * Files whose Irish is sample input, not the portal's own words: what the pictures of the console's
 * manual type into its forms (scripts/docs-screenshots.mjs). Their Irish sentences are checked below.
 */
const SAMPLE_INPUT = ["scripts/docs-screenshots.mjs"];

/** The string and template literals of a source file. */
const literals = (source: string) => source.match(/"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g) ?? [];

describe("Irish spelling", () => {
  it("reads every module with Irish text in it", () => {
    const read = new Set(IRISH_SOURCE_FILES);
    expect(read).toContain("app/petitions/removal-reasons.ts");
    const left = sourceFiles().filter(
      (file) =>
        !read.has(file) &&
        !SAMPLE_INPUT.includes(file) &&
        literals(readFileSync(new URL(file, ROOT), "utf8")).some(irishSentence),
    );
    expect(left, "add these to test/support/irish-text.ts").toEqual([]);
  });

  it.skipIf(!hasIrishDictionary)("knows every word of the sample Irish the manual's pictures type in", () => {
    const sentences = SAMPLE_INPUT.flatMap((file) =>
      literals(readFileSync(new URL(file, ROOT), "utf8")).filter(irishSentence),
    );
    expect(sentences.length).toBeGreaterThan(0);
    expect(sentences.flatMap((sentence) => spellcheck(sentence.slice(1, -1)))).toEqual([]);
  });

  it("would notice a module with Irish text", () => {
    expect(
      literals('const a = "Níl an achainí seo ann a thuilleadh, agus ní féidir í a shíniú.";').some(irishSentence),
    ).toBe(true);
    expect(literals('const b = "The anthem, Tír na Córa, by Nuala Ní Fhearghail.";').some(irishSentence)).toBe(false);
  });

  it("finds the Irish text to check", () => {
    const texts = irishText({ samples: [2], keep: (text) => !NOT_PROSE.test(text) });
    expect(texts.length).toBeGreaterThan(1000);
    expect(texts).toContain(ga.shell.skipLink);
  });

  // CI installs the dictionary (.ci/run); elsewhere the check runs where it is installed.
  it.runIf(hasIrishDictionary || process.env.CI)("knows every word, or lists it as accepted", () => {
    expect(hasIrishDictionary, "aspell and aspell-ga are not installed").toBe(true);
    // "{hotkey}" and the like are filled in by code.
    const text = irishText({ samples: [2], keep: (text) => !NOT_PROSE.test(text) })
      .join("\n")
      .replace(/\{\w+\}/g, " ")
      // Addresses quoted in a message ("/api/search?q=pas") are not words.
      .replace(/(?<=^|\s)\/\S*/g, " ");
    const unknown = [...new Set(spellcheck(text))].filter((word) => !ACCEPTED.has(word));
    // An initial mutation before a capital ("tSuímh", "mBealach"), a hyphened prefix ("t-aire", "n-oifig") or an elided "do" ("d'Eolas")
    // is regular spelling the dictionary does not list: the word behind it must be known.
    const unmutated = unknown.map((word) => word.replace(MUTATION, ""));
    const still = new Set(spellcheck(unmutated.join("\n")));
    const left = unknown.filter((word, index) => {
      const behind = unmutated[index] ?? word;
      return still.has(behind) && !ACCEPTED.has(behind);
    });
    expect(left.sort()).toEqual([]);
  });
});
