import { describe, expect, it } from "vitest";
import { IRISH_COUNTS, NUMBERS } from "#test/support/irish-counts";
import { en } from "./en";
import { ga } from "./ga";

/** The catalogue's counted messages are read at NUMBERS: every kind of Irish numeral form, and English's two. */
const at = (message: (n: number) => string) => NUMBERS.map((n) => message(n));

describe("messages with a number", () => {
  it("announce a petition's signatures", () => {
    expect(at(en.petitions.detail.liveCount)).toEqual(
      NUMBERS.map((n) => `The petition now has ${n} signature${n === 1 ? "" : "s"}.`),
    );
    expect(at(ga.petitions.detail.liveCount)).toEqual([
      "Tá 0 síniú ar an achainí anois.",
      "Tá 1 síniú ar an achainí anois.",
      "Tá 2 shíniú ar an achainí anois.",
      "Tá 3 shíniú ar an achainí anois.",
      "Tá 6 shíniú ar an achainí anois.",
      "Tá 7 síniú ar an achainí anois.",
      "Tá 10 síniú ar an achainí anois.",
      "Tá 11 síniú ar an achainí anois.",
      "Tá 13 shíniú ar an achainí anois.",
      "Tá 17 síniú ar an achainí anois.",
      "Tá 19 síniú ar an achainí anois.",
      "Tá 20 síniú ar an achainí anois.",
      "Tá 100 síniú ar an achainí anois.",
      "Tá 101 síniú ar an achainí anois.",
    ]);
  });

  it("count petitions", () => {
    expect(at(en.petitions.list.total)).toEqual(NUMBERS.map((n) => `${n} petition${n === 1 ? "" : "s"}`));
    expect(at(ga.petitions.list.total)).toEqual(IRISH_COUNTS.petition);
  });

  it("count search results and suggestions", () => {
    expect(at((n) => en.search.resultCount(n, "tax"))).toEqual(
      NUMBERS.map((n) => `${n} result${n === 1 ? "" : "s"} for “tax”`),
    );
    expect(at((n) => ga.search.resultCount(n, "cáin"))).toEqual([
      "0 toradh ar “cáin”",
      "1 toradh ar “cáin”",
      "2 thoradh ar “cáin”",
      "3 thoradh ar “cáin”",
      "6 thoradh ar “cáin”",
      "7 dtoradh ar “cáin”",
      "10 dtoradh ar “cáin”",
      "11 toradh ar “cáin”",
      "13 thoradh ar “cáin”",
      "17 dtoradh ar “cáin”",
      "19 dtoradh ar “cáin”",
      "20 toradh ar “cáin”",
      "100 toradh ar “cáin”",
      "101 toradh ar “cáin”",
    ]);
    expect(en.search.suggestions.count(1)).toBe("1 suggestion. Use the up and down arrow keys to choose.");
    expect(ga.search.suggestions.count(3)).toBe("3 mholadh. Úsáid na saigheada suas agus síos chun ceann a roghnú.");
    expect(ga.search.suggestions.count(7)).toBe("7 moladh. Úsáid na saigheada suas agus síos chun ceann a roghnú.");
  });

  it("count the seconds before searching again", () => {
    expect(at(en.search.rateLimited).map((text) => text.replace(/.*Try again in /, ""))).toEqual(
      NUMBERS.map((n) => `${n} second${n === 1 ? "" : "s"}.`),
    );
    expect(at(ga.search.rateLimited).map((text) => text.replace(/.*i gceann /, ""))).toEqual([
      "0 soicind.",
      "1 soicind.",
      "2 shoicind.",
      "3 shoicind.",
      "6 shoicind.",
      "7 soicind.",
      "10 soicind.",
      "11 soicind.",
      "13 shoicind.",
      "17 soicind.",
      "19 soicind.",
      "20 soicind.",
      "100 soicind.",
      "101 soicind.",
    ]);
  });

  it("count characters", () => {
    expect(at(en.shell.characterCount.remaining)).toEqual(
      NUMBERS.map((n) => `You have ${n} character${n === 1 ? "" : "s"} remaining`),
    );
    expect(en.shell.characterCount.over(1)).toBe("You have 1 character too many");
    expect(en.shell.characterCount.limit(1000)).toBe("You can enter up to 1,000 characters");
    expect(at(ga.shell.characterCount.remaining).map((text) => text.replace(/^Tá | fágtha agat$/g, ""))).toEqual(
      IRISH_COUNTS.character,
    );
    expect(ga.shell.characterCount.limit(1000)).toBe("Is féidir leat suas le 1,000 carachtar a scríobh");
    expect(en.forms.errors.tooLong("Name", 1)).toBe("Name must be 1 character or fewer.");
    expect(ga.forms.errors.tooLong("Ainm", 17)).toBe('Ní féidir níos mó ná 17 gcarachtar a bheith sa réimse "Ainm".');
    expect(ga.search.tooLong(13)).toBe("Tá do chuardach rófhada. Ná húsáid níos mó ná 13 charachtar.");
  });
});
