import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { itReturns } from "#test/support/cases";

/**
 * The READMEs, the benchmarks' pages (bench/*.md) and the Markdown under docs/ point only at what exists:
 * every relative link at a file, every `#anchor` at a heading of its file, and every repository path
 * written in backticks at a file or folder.
 * A path counts as one when a code span, or a word of one (a command's argument), starts with one of
 * the repository's top-level folders below. `{en,ga}` stands for each of its forms, and a path with `*` or
 * `**` must match at least one file; a path with a placeholder (`…`, `<form>`, `$VAR`) is left alone.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const FOLDERS = ["app", "server", "docs", "scripts", "test", "e2e", "bench", "deploy", ".ci", "public"];
const PATH = new RegExp(`^(?:\\./)?(?:${FOLDERS.map((folder) => folder.replace(".", "\\.")).join("|")})/`);
const PLACEHOLDER = /[…<>$[\]]/;

function markdownFiles(): string[] {
  const found = [
    "README.md",
    ...readdirSync(path.join(ROOT, "bench"))
      .filter((name) => name.endsWith(".md"))
      .map((name) => `bench/${name}`),
  ];
  const walk = (folder: string) => {
    for (const entry of readdirSync(path.join(ROOT, folder), { withFileTypes: true })) {
      const relative = `${folder}/${entry.name}`;
      if (entry.isDirectory()) walk(relative);
      else if (entry.name.endsWith(".md")) found.push(relative);
    }
  };
  walk("docs");
  return found.sort();
}

/** The text with fenced code blocks blanked out (line numbers kept): commands and examples, not prose. */
function withoutFences(text: string): string {
  let fence: string | undefined;
  return text
    .split("\n")
    .map((line) => {
      const marker = line.match(/^ {0,3}(`{3,}|~{3,})/)?.[1];
      if (fence) {
        if (
          marker &&
          marker[0] === fence[0] &&
          marker.length >= fence.length &&
          !/\S/.test(line.trim().slice(marker.length))
        ) {
          fence = undefined;
        }
        return "";
      }
      if (marker) {
        fence = marker;
        return "";
      }
      return line;
    })
    .join("\n");
}

const CODE_SPAN = /(?<!`)(`+)(?!`)([\s\S]*?[^`])\1(?!`)/g;

/** The line number of a character. */
const lineAt = (text: string, index: number) => text.slice(0, index).split("\n").length;

/** GitHub's anchor for a heading: lower case, punctuation and symbols dropped, spaces to hyphens. */
function slugOf(heading: string): string {
  const text = heading
    .replace(/`+/g, "")
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]+>/g, "")
    .replace(/(\*\*|__|\*)/g, "");
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, "")
    .replace(/ /g, "-");
}

/** `a.{en,ga}.ts` as `a.en.ts` and `a.ga.ts`. */
function expandBraces(text: string): string[] {
  const group = text.match(/\{([^{}]*)\}/);
  if (!group) return [text];
  return (group[1] as string).split(",").flatMap((choice) => expandBraces(text.replace(group[0], choice)));
}

/** Whether a repository path names a file or folder; with `*` or `**`, whether it matches one. */
function exists(repositoryPath: string): boolean {
  const relative = repositoryPath.replace(/^\.\//, "");
  if (!relative.includes("*")) return existsSync(path.join(ROOT, relative));
  const parts = relative.replace(/\/$/, "").split("/");
  const fixed = parts.findIndex((part) => part.includes("*"));
  const base = parts.slice(0, fixed).join("/");
  const pattern = new RegExp(
    `^${parts
      .slice(fixed)
      .map((part) => (part === "**" ? "(?:.+/)?" : `${part.replace(/[.+?^()|\\]/g, "\\$&").replace(/\*/g, "[^/]*")}/`))
      .join("")
      .replace(/\/$/, "")}$`,
  );
  if (!existsSync(path.join(ROOT, base))) return false;
  return readdirSync(path.join(ROOT, base), { recursive: true, encoding: "utf8" }).some((entry) =>
    pattern.test(entry.split(path.sep).join("/")),
  );
}

const anchorCache = new Map<string, Set<string>>();

/** The anchors a Markdown file has: its headings' slugs (the second of a name gets -1, and so on). */
function anchorsOf(file: string): Set<string> {
  let anchors = anchorCache.get(file);
  if (anchors) return anchors;
  anchors = new Set();
  const seen = new Map<string, number>();
  for (const line of withoutFences(readFileSync(path.join(ROOT, file), "utf8")).split("\n")) {
    const heading = line.match(/^ {0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/)?.[1];
    if (heading === undefined) continue;
    const slug = slugOf(heading);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  anchorCache.set(file, anchors);
  return anchors;
}

/** What is wrong with the links and backticked paths of one file, one line each. */
function problemsOf(file: string): string[] {
  const text = withoutFences(readFileSync(path.join(ROOT, file), "utf8"));
  const problems: string[] = [];

  for (const match of text.matchAll(CODE_SPAN)) {
    const span = (match[2] as string).trim();
    for (const word of span.split(/\s+/)) {
      const candidate = word.replace(/:\d+(?:-\d+)?$/, "").replace(/[.,;:]$/, "");
      if (!PATH.test(candidate) || PLACEHOLDER.test(candidate)) continue;
      for (const form of expandBraces(candidate)) {
        if (!exists(form)) problems.push(`${file}:${lineAt(text, match.index)}: \`${form}\` does not exist`);
      }
    }
  }

  // Links, read with the code spans blanked out (a link inside one is only text).
  const prose = text.replace(CODE_SPAN, (span) => span.replace(/[^\n]/g, " "));
  for (const match of prose.matchAll(/!?\[(?:[^\]]|\n)*?\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)/g)) {
    const target = match[1] as string;
    const where = `${file}:${lineAt(prose, match.index)}`;
    if (target === "" || /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("//")) continue;
    const [address = "", anchor] = target.split("#", 2);
    const linked = address === "" ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), address));
    if (address !== "") {
      if (linked.startsWith("../") || !existsSync(path.join(ROOT, decodeURI(linked.split("?")[0] as string)))) {
        problems.push(`${where}: the link ${target} leads to nothing`);
        continue;
      }
    }
    if (anchor !== undefined && linked.endsWith(".md") && !anchorsOf(linked).has(decodeURIComponent(anchor))) {
      problems.push(`${where}: ${linked} has no heading for #${anchor}`);
    }
  }
  return problems;
}

describe("the READMEs and docs/", () => {
  const files = markdownFiles();

  it("are found", () => {
    expect(files).toContain("README.md");
    expect(files).toContain("docs/reference/configuration.md");
    expect(files.length).toBeGreaterThan(30);
  });

  it.each(files)("%s links only to files and headings that exist, and names only paths that do", (file) => {
    expect(problemsOf(file), "fix the link or the path, or say it in words").toEqual([]);
  });
});

describe("the decision records' index", () => {
  it("lists every record, and links the architecture", () => {
    const index = readFileSync(path.join(ROOT, "docs/decisions/README.md"), "utf8");
    const records = readdirSync(path.join(ROOT, "docs/decisions")).filter((name) => /^\d{4}-.*\.md$/.test(name));
    expect(records.length).toBeGreaterThan(30);
    expect(records.filter((name) => !index.includes(`(${name})`))).toEqual([]);
    expect(index).toContain("(../architecture.md)");
  });
});

describe("GitHub's anchors", () => {
  itReturns("%s is #%s", slugOf, [
    ["Republic of Brehon — government portal", "republic-of-brehon--government-portal"],
    ["Petitions: rate limits and moderation", "petitions-rate-limits-and-moderation"],
    ["`RATE_LIMIT_SIGN`", "rate_limit_sign"],
    ["Operators' console", "operators-console"],
    ["Serving at the edge (`bench:edge`)", "serving-at-the-edge-benchedge"],
    ["0001 — React Router framework mode", "0001--react-router-framework-mode"],
  ]);
});
