import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { TAB_CATEGORY_IDS } from "~/content/services";
import { englishAddress } from "./addresses";
import { findPage } from "./pages";

/** Every string in a value, with the key it sits under. */
function strings(value: unknown, key = ""): Array<{ key: string; text: string }> {
  if (typeof value === "string") return [{ key, text: value }];
  if (Array.isArray(value)) return value.flatMap((inner) => strings(inner, key));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, inner]) => strings(inner, k));
  return [];
}

/** An address in this site: "/…" but not "//other.site". */
const IN_SITE = /^\/(?!\/)\S*$/;
/** Files served from public/, not pages. */
const FILE = /\.(svg|png|jpe?g|webp|ico|txt|xml|webmanifest)$/;
/** Sources that Vite's dev server serves in development (the islands' script, the stylesheet). */
const SOURCE = /^\/app\/[\w/.-]+\.(ts|tsx|css)$/;
/**
 * Addresses the server answers that are neither pages nor files of public/: the JSON API,
 * the service worker the build writes, the announcements feed, the petitions' pages outside the registry
 * (app/routes.ts) and the operators' console (app/admin/routes.ts).
 */
const SERVED =
  /^\/api\/|^\/sw\.js$|^\/announcements\/feed\.xml$|^\/petitions\/(?:feed\.xml|responses\.xml|transparency|confirm|updates)$|^\/admin(?:[/.]|$)/;

const catalogues = import.meta.glob<Record<string, unknown>>(["../i18n/messages/*.ts", "!**/*.test.ts"], {
  eager: true,
});
const content = import.meta.glob<Record<string, unknown>>(["../content/*.ts", "!**/*.test.ts"], { eager: true });
const forms = import.meta.glob<Record<string, unknown>>(["../forms/definitions/*.ts", "!**/*.test.ts"], {
  eager: true,
});
// The JSON APIs' routers are left out: their paths are relative to where the server mounts them.
const sources = import.meta.glob<string>(
  ["../**/*.{ts,tsx}", "!**/*.test.{ts,tsx}", "!./**", "!../**/+types/**", "!../**/api.server.ts"],
  {
    eager: true,
    query: "?raw",
    import: "default",
  },
);

/** In-site addresses among the values a module exports, by module. */
function linksIn(modules: Record<string, Record<string, unknown>>) {
  return Object.entries(modules).flatMap(([file, exports]) =>
    strings(exports)
      .map(({ text }) => text.split(/[?#]/)[0] ?? text)
      .filter((text) => IN_SITE.test(text))
      .map((path) => ({ file, path })),
  );
}

/**
 * Quoted in-site addresses in code (comments left out), by file: the quote closed after the address, its
 * query or a template's value (so a regular expression's `"/g` is not one). A template's fixed start
 * ("/services/") is left to the tests of what fills it.
 */
function linksInCode(files: Record<string, string>) {
  return Object.entries(files).flatMap(([file, text]) =>
    text
      .split("\n")
      .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line))
      .flatMap((line) => [...line.matchAll(/["'`](\/[a-z][^"'`\s$?#]*)(?=["'`?#$])/g)].map((match) => match[1] ?? ""))
      .filter((path) => !path.endsWith("/"))
      .map((path) => ({ file, path })),
  );
}

function unregistered(links: Array<{ file: string; path: string }>) {
  return links
    .filter(
      ({ path }) =>
        !(
          SERVED.test(path) ||
          (SOURCE.test(path) && existsSync(`.${path}`)) ||
          (FILE.test(path) ? existsSync(`public${path}`) : findPage(englishAddress(path)))
        ),
    )
    .map(({ file, path }) => `${file}: ${path}`);
}

/** The links found, once each has been checked to point at a registered address. */
function registered(links: Array<{ file: string; path: string }>) {
  expect(unregistered(links)).toEqual([]);
  return links;
}

describe("every link in the portal's words and code", () => {
  it("in the catalogues points at a registered address", () => {
    registered(linksIn(catalogues));
  });

  it("in the content modules points at a registered address", () => {
    expect(registered(linksIn(content)).length).toBeGreaterThan(40);
  });

  it("in the form definitions points at a registered address", () => {
    expect(registered(linksIn(forms)).length).toBe(10);
  });

  it("written in screens and components points at a registered address", () => {
    expect(registered(linksInCode(sources)).length).toBeGreaterThan(40);
  });

  it("built from a category id points at a registered address", () => {
    expect(TAB_CATEGORY_IDS.map((id) => `/services/${id}`).filter((path) => !findPage(path))).toEqual([]);
  });

  it("is checked: an unknown address is reported", () => {
    expect(unregistered([{ file: "x", path: "/government/nowhere" }])).toEqual(["x: /government/nowhere"]);
    expect(unregistered([{ file: "x", path: "/images/none.svg" }])).toEqual(["x: /images/none.svg"]);
  });
});
