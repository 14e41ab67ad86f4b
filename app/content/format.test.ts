import { describe, expect, it } from "vitest";

/**
 * The one format of long-form content (docs/decisions/0019): each language's
 * words in a module of their own, what is the same in both languages in the
 * topic module, the shapes in a types module, and no module here that imports
 * code from outside the content.
 */

const sources = import.meta.glob<string>(["./*.ts", "!./*.test.ts"], {
  query: "?raw",
  import: "default",
  eager: true,
});
const files = Object.keys(sources).map((path) => path.slice(2));
const source = (file: string) => sources[`./${file}`] ?? "";

const IMPORT = /^import\s+(type\s+)?([\s\S]*?)\s+from\s+"([^"]+)";$/gm;

describe("content modules", () => {
  it("are read", () => {
    expect(files).toContain("government.ts");
    expect(files).toContain("government.ga.ts");
  });

  it("import values only from other content modules, and only types from anywhere else", () => {
    const outside: string[] = [];
    for (const file of files) {
      for (const [, typeOnly, names = "", from = ""] of source(file).matchAll(IMPORT)) {
        const onlyTypes = Boolean(typeOnly) || /^\{\s*(?:type\s+\w+\s*,?\s*)+\}$/.test(names);
        if (!from.startsWith("./") && !onlyTypes) outside.push(`${file} imports ${names} from ${from}`);
      }
    }
    expect(outside).toEqual([]);
  });

  it("come in pairs of languages, the Irish typed against the English, beside a topic module", () => {
    const english = files.filter((file) => file.endsWith(".en.ts"));
    expect(english.length).toBeGreaterThanOrEqual(10);
    for (const file of english) {
      const topic = file.slice(0, -".en.ts".length);
      expect(files, topic).toContain(`${topic}.ga.ts`);
      expect(files, topic).toContain(`${topic}.ts`);
      expect(source(`${topic}.ga.ts`), topic).toMatch(/satisfies typeof \w+En;/);
      // A language module takes its shape from the types module, never from the topic module that imports it.
      expect(source(file), topic).not.toContain(`from "./${topic}"`);
    }
  });

  it("write no Irish words outside the Irish modules", () => {
    const inline = files.filter(
      (file) => !file.endsWith(".ga.ts") && /\bga:\s*(?:["'`]|\{|\[(?!\]))/.test(source(file)),
    );
    expect(inline).toEqual([]);
  });
});
