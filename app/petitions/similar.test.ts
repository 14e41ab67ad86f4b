import { describe, expect, it } from "vitest";
import { looksSimilar, meaningfulWords, titleSimilarity } from "./similar";

/** Pairs a person would call the same request, in either language. */
const NEAR_DUPLICATES: Array<[string, string]> = [
  ["Plant more trees in Ballyglass", "Plant trees in Ballyglass"],
  ["Build a footbridge over the river", "A footbridge across the river at Ballyglass"],
  ["Free school meals for every child", "Free meals in schools for every child"],
  ["Reopen the Ballyglass railway station", "Reopen Ballyglass station"],
  ["Lower the speed limit on the coast road", "A lower speed limit for the coast road"],
  ["Cuir crainn sa bhaile", "Crainn nua sa bhaile"],
  ["Bus gach uair go Baile an Chaisil", "Bus go Baile an Chaisil gach uair an chloig"],
];

/** Pairs that share words but ask for different things. */
const DIFFERENT: Array<[string, string]> = [
  ["Plant more trees in Ballyglass", "Build a footbridge in Ballyglass"],
  ["Open the libraries on Sundays", "Open the swimming pool on Sundays"],
  ["Free school meals for every child", "Free parking at the hospital"],
  ["Lower the speed limit on the coast road", "Light the coast road at night"],
  ["Ban single-use plastics", "Ban fireworks in towns"],
  ["Cuir crainn sa bhaile", "Cuir linn snámha sa bhaile"],
  ["Reopen the Ballyglass railway station", "A new fire station for Ballyglass"],
];

describe("similar petitions", () => {
  it("keeps the words that carry a title's meaning, folded", () => {
    expect(meaningfulWords("Plant MORE trees in Baile Átha Cliath")).toEqual([
      "plant",
      "trees",
      "baile",
      "atha",
      "cliath",
    ]);
    expect(meaningfulWords("Níos mó crann don Phoblacht")).toEqual(["crann"]);
  });

  it.each(NEAR_DUPLICATES)("finds '%s' and '%s' alike", (first, second) => {
    expect(titleSimilarity(first, second)).toBeGreaterThanOrEqual(0.6);
    expect(looksSimilar(second, first)).toBe(true);
  });

  it.each(DIFFERENT)("tells '%s' from '%s'", (first, second) => {
    expect(looksSimilar(first, second)).toBe(false);
  });

  it("finds nothing alike in titles of small words only", () => {
    expect(titleSimilarity("Stop it now", "Stop it now")).toBe(0);
  });
});
