import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The pictures of the README and docs/: each one a page names is a PNG checked in under docs/images/, and
 * each one `npm run docs:screenshots` (scripts/docs-screenshots.mjs) takes is named by a page, so the script
 * and the pages cannot drift apart.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const IMAGES = "docs/images";
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function markdownFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return markdownFiles(relative);
    return entry.name.endsWith(".md") ? [relative] : [];
  });
}

/** Every picture a page shows (`![…](…)`), as a repository path, with the page that names it. */
function picturesNamed(): Array<{ file: string; picture: string }> {
  return ["README.md", ...markdownFiles("docs")].flatMap((file) => {
    const text = readFileSync(path.join(ROOT, file), "utf8");
    return [...text.matchAll(/!\[[^\]]*\]\(\s*<?([^)\s>]+)>?[^)]*\)/g)]
      .map((match) => match[1] as string)
      .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target))
      .map((target) => ({ file, picture: path.posix.normalize(path.posix.join(path.posix.dirname(file), target)) }));
  });
}

/** The pictures the screenshot script writes: the names it passes to `shot("….png")`. */
const picturesTaken = (): string[] =>
  [...readFileSync(path.join(ROOT, "scripts/docs-screenshots.mjs"), "utf8").matchAll(/shot\("([^"]+\.png)"/g)].map(
    (match) => `${IMAGES}/${match[1]}`,
  );

describe("the docs' pictures", () => {
  const named = picturesNamed();

  it("are named by the README (each language's home page) and the console manual", () => {
    const files = new Set(named.map(({ file }) => file));
    expect(files).toContain("README.md");
    expect(files).toContain("docs/operators/console.md");
    expect(named.map(({ picture }) => picture)).toEqual(
      expect.arrayContaining([`${IMAGES}/home-en.png`, `${IMAGES}/home-ga.png`]),
    );
  });

  it("exist under docs/images/ as PNG files", () => {
    const problems = named.flatMap(({ file, picture }) => {
      if (!picture.startsWith(`${IMAGES}/`)) return [`${file}: ${picture} is not under ${IMAGES}/`];
      if (!existsSync(path.join(ROOT, picture))) {
        return [`${file}: ${picture} is missing (npm run build && npm run docs:screenshots)`];
      }
      const head = readFileSync(path.join(ROOT, picture)).subarray(0, PNG_SIGNATURE.length);
      return head.equals(PNG_SIGNATURE) ? [] : [`${file}: ${picture} is not a PNG`];
    });
    expect(problems).toEqual([]);
  });

  it("are each taken by npm run docs:screenshots, and each one it takes is shown", () => {
    const shown = new Set(named.map(({ picture }) => picture));
    const taken = picturesTaken();
    expect(taken.length).toBeGreaterThan(0);
    expect(taken.filter((picture) => !shown.has(picture))).toEqual([]);
    expect([...shown].filter((picture) => !taken.includes(picture))).toEqual([]);
  });
});
