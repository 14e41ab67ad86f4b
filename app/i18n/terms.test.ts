import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { irishText } from "#test/support/irish-text";
import { TERMS, termTable, wrongPattern, wrongRenderings } from "./terms";

/** Every Irish string of the portal, each template read with a count of each plural form. */
const TEXTS = [...new Set(irishText({ samples: [1, 2, 3, 11, 20] }))];

/** A Markdown table's cells, row by row, without its rule line. */
const tableRows = (table: string) =>
  table
    .split("\n")
    .filter((line) => line.startsWith("|") && !/^\|[\s|:-]+\|$/.test(line))
    .map((line) =>
      line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim()),
    );

describe("the term base", () => {
  it("finds a wrong rendering as whole words, in any case and any inflection given", () => {
    const found = (rendering: string, text: string) => [...text.matchAll(wrongPattern(rendering))].map((m) => m[0]);
    expect(found("log", "i log na hachainí; Log gach achainí.")).toEqual(["log", "Log"]);
    expect(found("log", "i loga na hachainí, logaí, logáil, ní logáiltear, /api/petitions/1/log")).toEqual([]);
    expect(found("logchomhad*", "i logchomhad, a logchomhaid")).toEqual(["logchomhad"]);
    expect(found("logchomhaid*", "a logchomhaid")).toEqual(["logchomhaid"]);
    expect(found("san uair dheireanach", "3 shíniú san  uair\ndheireanach")).toEqual(["san  uair\ndheireanach"]);
    expect(found("tairseach freagra", "ar an tairseach. Freagra")).toEqual([]);
    expect(found("Dia duit", "dia duit, a Sheáin")).toEqual(["dia duit"]);
  });

  it("has each term's English, Irish, a note and only renderings it can find", () => {
    for (const term of TERMS) {
      expect(term.en && term.ga && term.note).toBeTruthy();
      for (const rendering of term.wrong) expect(rendering.replace("*", "")).toMatch(wrongPattern(rendering));
    }
  });

  it("reads the portal's Irish", () => {
    expect(TEXTS.length).toBeGreaterThan(1000);
  });

  it("finds no wrong rendering of a term in any Irish string", () => {
    const wrong = wrongRenderings(TEXTS).map(({ term, found, text }) => `${term}: “${found}” in “${text}”`);
    expect(wrong, "write the term as docs/irish-editors-guide.md and app/i18n/terms.ts give it").toEqual([]);
  });

  it("is the table the Irish editors' guide shows", () => {
    const guide = readFileSync(new URL("../../docs/irish-editors-guide.md", import.meta.url), "utf8");
    // The guide's table as the formatter aligns it, compared cell by cell.
    const section = guide.slice(guide.indexOf("### Terms checked by a test"));
    const shown = section.slice(section.indexOf("\n|") + 1);
    const rows = tableRows(shown.slice(0, shown.indexOf("\n\n")));
    expect(rows, "copy termTable() from app/i18n/terms.ts into the guide").toEqual(tableRows(termTable()));
  });
});
