import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { portalText } from "#test/support/irish-text";
import { CHECK_WORDS } from "../petitions/check-words";
import { IRISH_NOUNS, irishNumeralForm } from "./irish-numerals";

/**
 * Every number in a sentence goes through the plural helper (counted() in ./plural.ts), in both languages.
 * Every template of the portal's text (test/support/irish-text.ts reads the modules) is rendered with each
 * number below in every argument, and a number followed by a noun in a form that number does not take
 * ("1 minutes", "20 signature", "3 uair an chloig") fails; so does a count written by hand in the source.
 */

/** One of each English category and each Irish form: one, two, few, "déag", base. */
const SAMPLES = [1, 2, 3, 11, 20] as const;

/** The nouns the portal counts in English, singular and plural. */
const ENGLISH_NOUNS: ReadonlyArray<readonly [string, string]> = [
  ["second", "seconds"],
  ["minute", "minutes"],
  ["hour", "hours"],
  ["day", "days"],
  ["week", "weeks"],
  ["month", "months"],
  ["year", "years"],
  ["signature", "signatures"],
  ["petition", "petitions"],
  ["result", "results"],
  ["suggestion", "suggestions"],
  ["character", "characters"],
  ["report", "reports"],
  ["entry", "entries"],
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** The number, not part of a longer one ("21", "1,000", "2.5"), then the words, not the start of longer ones. */
const countOf = (n: number, words: string) =>
  new RegExp(`(?<![\\d,.])${n}\\s+${escapeRegExp(words)}(?![\\p{L}\\p{M}-])`, "u");

/** English counts whose noun is in the other number's form. */
function englishMistakes(text: string, n: number): string[] {
  return ENGLISH_NOUNS.flatMap(([one, other]) => {
    const wrong = n === 1 ? other : one;
    return countOf(n, wrong).test(text) ? [`“${n} ${wrong}” in “${text}”`] : [];
  });
}

/** Irish counts whose noun is in a form that follows other numbers. */
function irishMistakes(text: string, n: number): string[] {
  return Object.values(IRISH_NOUNS).flatMap((noun) => {
    const right = noun[irishNumeralForm(n)];
    const forms = new Set([noun.base, noun.one, noun.two, noun.few, noun.many]);
    return [...forms]
      .filter((form) => form !== right && !right.startsWith(`${form} `) && countOf(n, form).test(text))
      .map((form) => `“${n} ${form}” (not “${n} ${right}”) in “${text}”`);
  });
}

describe("counts in the portal's text", () => {
  it.each(SAMPLES)("take the noun's form for %i in English", (n) => {
    const texts = [...new Set(portalText("en", { samples: [n] }))];
    expect(texts.length).toBeGreaterThan(1000);
    expect(texts.flatMap((text) => englishMistakes(text, n))).toEqual([]);
  });

  it.each(SAMPLES)("take the noun's form for %i in Irish", (n) => {
    const texts = [...new Set(portalText("ga", { samples: [n] }))];
    expect(texts.length).toBeGreaterThan(1000);
    expect(texts.flatMap((text) => irishMistakes(text, n))).toEqual([]);
  });

  it("would catch a count written by hand", () => {
    expect(englishMistakes("published within 1 minutes of a change", 1)).toHaveLength(1);
    expect(englishMistakes("erased 20 day after", 20)).toHaveLength(1);
    expect(englishMistakes("within 21 minutes, 1,000 signatures", 1)).toEqual([]);
    expect(irishMistakes("ar feadh 3 uair an chloig", 3)).toHaveLength(1);
    expect(irishMistakes("ar feadh 3 huaire an chloig", 3)).toEqual([]);
    expect(irishMistakes("3 shíniú agus 2 shíniú", 3)).toEqual([]);
  });

  it("say 'within 1 minute' on the check page when snapshots are published every minute (SNAPSHOT_MINUTES=1)", () => {
    expect(CHECK_WORDS.en.pending.body(7, 1)).toContain("within 1 minute of a change");
    expect(CHECK_WORDS.ga.pending.body(7, 11)).toContain("laistigh de 11 nóiméad");
  });

  it("are never written by hand in the source: a number in a template goes through counted()", () => {
    const root = new URL("../../", import.meta.url);
    const nouns = [
      ...ENGLISH_NOUNS.flat(),
      ...new Set(
        Object.values(IRISH_NOUNS).flatMap((noun) =>
          [noun.base, noun.one, noun.few].map((form) => form.split(" ")[0] ?? form),
        ),
      ),
    ];
    // `${days} days`, `${n} lá`: a value before a noun. A constant (`${PASSWORD_MIN} characters`) is never one.
    const byHand = new RegExp(
      `\\$\\{(?![A-Z][A-Z0-9_]*[}.])[^{}]*\\}\\s(?:${nouns.map(escapeRegExp).join("|")})(?![\\p{L}\\p{M}])`,
      "u",
    );
    const files = ["app", "server"].flatMap((folder) =>
      readdirSync(new URL(folder, root), { recursive: true, encoding: "utf8" })
        .map((file) => `${folder}/${file}`)
        .filter((file) => /\.tsx?$/.test(file) && !/\.(?:test|spec)\.tsx?$|\.d\.ts$/.test(file)),
    );
    const found = files.flatMap((file) =>
      readFileSync(new URL(file, root), "utf8")
        .split("\n")
        .flatMap((line, index) => (byHand.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });
});
