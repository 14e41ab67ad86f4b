import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addressOf } from "~/i18n/addresses";
import type { Language } from "~/i18n/languages";
import { isBuilt, PAGES } from "~/pages/pages";
import { CACHE_POLICY, policyHeaders } from "./cache-policy";
import { canonicalSpelling, classify } from "./classify";
import { normalForm } from "./normal-form";
import { spellingDecision } from "./spelling";

/**
 * Issue 52, items 1 and 2: every spelling of every address in the classification (escapes of
 * unreserved characters, dot segments, another case, doubled slashes, a trailing slash) is either
 * answered under its normal form's policy or sent to its normal form; none reaches another kind of
 * address's policy (`/%61dmin/audit.csv` under a page's, `/api/petitions/%73igned` under an API read's).
 */

/** One address of each kind the classification knows, and every page of the registry in both languages. */
const ADDRESSES: readonly string[] = [
  ...new Set([
    ...PAGES.filter(isBuilt).flatMap((page) =>
      (["en", "ga"] as const satisfies readonly Language[]).map((language) => addressOf(page.path, language)),
    ),
    "/assets/root-B7xQ_a.js",
    "/sw.js",
    "/icons/icon-192.png",
    "/manifest.webmanifest",
    "/sitemap.xml",
    "/robots.txt",
    "/announcements/feed.xml",
    "/ga/announcements/feed.xml",
    "/petitions/feed.xml",
    "/ga/petitions/responses.xml",
    "/petitions/12/feed.xml",
    "/_root.data",
    "/ga.data",
    "/ready-brehon.data",
    "/petitions",
    "/ga/petitions.data",
    "/petitions/12",
    "/ga/petitions/12.data",
    "/petitions/12/check",
    "/petitions/confirm",
    "/petitions/transparency",
    "/search",
    "/ga/search.data",
    "/no-such-page",
    "/api/petitions",
    "/api/petitions/12",
    "/api/petitions/12/log",
    "/api/search",
    "/api/petitions/similar",
    "/api/petitions/signed",
    "/api/petitions/events",
    "/api/petitions/12/events",
    "/api/petitions.csv",
    "/api/petitions-per-day.csv",
    "/api/openapi.json",
    "/api/client-errors",
    "/admin",
    "/admin.data",
    "/admin/sign-in",
    "/admin/queue",
    "/admin/accounts",
    "/admin/audit",
    "/admin/audit.csv",
    "/admin/petitions/12",
    "/admin/petitions/12/contact",
    "/admin/setup/Zm9vYmFy_QmF6-cXV4",
    "/healthz",
    "/metrics",
  ]),
];

/** Where case is part of the address: only the fixed prefix may be spelled in another case. */
const caseFixedUpTo = (path: string) =>
  path.startsWith("/assets/")
    ? "/assets/".length
    : path.startsWith("/admin/setup/")
      ? "/admin/setup/".length
      : path.length;

const UNRESERVED = /[A-Za-z0-9\-._~]/;

/** One character of a segment: as it is, in the other case (where allowed), or escaped (%xx in either case). */
const spelledCharacter = (character: string, caseFree: boolean) =>
  fc.constantFrom("as-is", "case", "escape", "escape-lower").map((how) => {
    if (how === "case" && caseFree) {
      const other = character === character.toLowerCase() ? character.toUpperCase() : character.toLowerCase();
      return other;
    }
    if (how.startsWith("escape") && UNRESERVED.test(character)) {
      const hex = character.charCodeAt(0).toString(16).padStart(2, "0");
      return `%${how === "escape" ? hex.toUpperCase() : hex.toLowerCase()}`;
    }
    return character;
  });

/** What may stand between two segments: one slash, two, a `.` segment, or a detour through `..`. */
const separator = fc.constantFrom("/", "/", "/", "//", "/./", "/%2e/", "/x/../", "/Ab/%2E%2E/", "/.//");

/** A spelling of `path`, and whether it ends in a slash the normal form keeps. */
function spellingOf(path: string) {
  const fixed = caseFixedUpTo(path);
  const segments = path.split("/").slice(1);
  let offset = 1;
  const parts = segments.map((segment) => {
    const start = offset;
    offset += segment.length + 1;
    return fc
      .tuple(...[...segment].map((character, index) => spelledCharacter(character, start + index < fixed)))
      .map((characters) => characters.join(""));
  });
  return fc
    .tuple(
      fc.tuple(...parts),
      fc.array(separator, { minLength: segments.length, maxLength: segments.length }),
      fc.boolean(),
    )
    .map(([spelledSegments, separators, trailing]) => {
      let spelled = "";
      spelledSegments.forEach((segment, index) => {
        // The first separator is after the root: "/x/../" there would climb past it, which is fine too.
        spelled += (separators[index] ?? "/") + segment;
      });
      const slash = trailing && path !== "/";
      return { spelled: slash ? `${spelled}/` : spelled || "/", trailing: slash };
    });
}

const policyOf = (path: string) =>
  Object.fromEntries(
    policyHeaders({ method: "GET", path, status: 200, setsCookie: false, contentType: "text/html" }),
  ) as Record<string, string>;

describe("every spelling of every address in the classification", () => {
  it.each(ADDRESSES)("%s: its normal form's policy, or a redirect to its normal form", (address) => {
    expect(normalForm(address), `${address} is a normal form`).toBe(address);
    const own = classify("GET", address);
    fc.assert(
      fc.property(
        spellingOf(address),
        fc.constantFrom("", "?ids=1", "?q=Water&lang=ga"),
        ({ spelled, trailing }, query) => {
          const normal = trailing ? `${address}/` : address;
          const redirect = canonicalSpelling(spelled);
          if (redirect === null) {
            // Answered as it is: only the normal form itself, under its own policy.
            expect(spelled).toBe(normal);
            const as = classify("GET", spelled);
            expect({ kind: as.kind, cache: as.cache, vary: as.vary }).toEqual({
              kind: own.kind,
              cache: own.cache,
              vary: own.vary,
            });
            expect(policyOf(spelled)).toEqual(policyOf(address));
          } else {
            expect(redirect).toBe(normal);
            const decision = spellingDecision("GET", spelled + query);
            expect(decision).toEqual({ answer: "redirect", normal, location: normal + query });
            // Anything but a read is refused, never run under another spelling.
            expect(spellingDecision("POST", spelled + query)).toEqual({ answer: "refuse", normal });
            // The redirect's own policy is a row of the table, and a console address's stays the console's.
            const headers = Object.fromEntries(
              policyHeaders({
                method: "GET",
                path: normal,
                status: 301,
                setsCookie: false,
                contentType: "text/plain",
                spellingRedirect: true,
              }),
            ) as Record<string, string>;
            expect(headers["Cache-Control"]).toBe(
              own.kind === "console" ? CACHE_POLICY.console : CACHE_POLICY.redirect,
            );
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe("the normal form of any path", () => {
  const pathCharacter = fc.constantFrom(..."/%.aAzZ09-_~\\?#@:é".split(""), "%2e", "%2E", "%41", "%2f", "%c3%a9", "//");
  const anyPath = fc.array(pathCharacter, { maxLength: 24 }).map((parts) => `/${parts.join("")}`);

  it("is its own normal form, never begins with two slashes and never holds a backslash", () => {
    fc.assert(
      fc.property(anyPath, (path) => {
        const normal = normalForm(path.split("?")[0] as string);
        if (normal === null) return;
        expect(normalForm(normal)).toBe(normal);
        expect(normal.startsWith("//")).toBe(false);
        expect(normal).not.toContain("\\");
        expect(normal).not.toMatch(/\/\.\.?(?:\/|$)/);
      }),
      { numRuns: 2000 },
    );
  });
});
