import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { irishText } from "#test/support/irish-text";
import { ga } from "./ga";

/**
 * Every Irish string of the portal through Debian's Irish dictionary
 * (`aspell -l ga`): the catalogue, the Irish content modules, the Irish text of
 * the form definitions and the offline page. Words the dictionary does not know
 * but are right (names, places, acronyms, terms) are listed, one a line, in
 * irish-words.txt; anything else it does not know fails the test.
 */

/** Addresses, ids and keys: not words of the language. */
const NOT_PROSE = /^(?:[/#]|https?:|mailto:|tel:)|^[a-z0-9]+(?:[-_.][a-z0-9]+)*$|^[a-z]+(?:[A-Z][a-z0-9]*)+$/;

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

describe("Irish spelling", () => {
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
      .replace(/\{\w+\}/g, " ");
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
