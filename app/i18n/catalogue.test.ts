import { describe, expect, it } from "vitest";
import { en } from "./en";
import { ga } from "./ga";

type Leaf = { path: string; en: unknown; ga: unknown };

function leaves(a: unknown, b: unknown, path = ""): Leaf[] {
  if (a && typeof a === "object" && !Array.isArray(a)) {
    const keys = new Set([...Object.keys(a), ...Object.keys((b ?? {}) as object)]);
    return [...keys].flatMap((key) =>
      leaves((a as Record<string, unknown>)[key], (b as Record<string, unknown> | undefined)?.[key], `${path}.${key}`),
    );
  }
  if (Array.isArray(a)) {
    const length = Math.max(a.length, Array.isArray(b) ? b.length : 0);
    return Array.from({ length }, (_, i) => leaves(a[i], Array.isArray(b) ? b[i] : undefined, `${path}[${i}]`)).flat();
  }
  return [{ path, en: a, ga: b }];
}

/** Strings that are the same in both languages by nature: names of the languages themselves. */
const SAME_IN_BOTH = new Set([".shell.language.en", ".shell.language.ga"]);

describe("the Irish catalogue", () => {
  const all = leaves(en, ga);

  it("has every key of the English one and no other", () => {
    const missing = all.filter((leaf) => leaf.ga === undefined).map((leaf) => leaf.path);
    const extra = all.filter((leaf) => leaf.en === undefined).map((leaf) => leaf.path);
    expect(missing).toEqual([]);
    expect(extra).toEqual([]);
  });

  it("translates every string instead of leaving English in place", () => {
    const untranslated = all
      .filter((leaf) => typeof leaf.en === "string" && leaf.en !== "" && !SAME_IN_BOTH.has(leaf.path))
      .filter((leaf) => leaf.en === leaf.ga)
      .map((leaf) => leaf.path);
    expect(untranslated).toEqual([]);
  });

  it("translates every formatter", () => {
    const formatters = all.filter((leaf) => typeof leaf.en === "function");
    expect(formatters.length).toBeGreaterThan(0);
    for (const leaf of formatters) {
      expect(typeof leaf.ga, leaf.path).toBe("function");
      const args = [2026, 2026, 2026];
      expect((leaf.ga as (...a: unknown[]) => string)(...args), leaf.path).not.toBe(
        (leaf.en as (...a: unknown[]) => string)(...args),
      );
    }
  });
});
