import { HtmlValidate } from "html-validate";
import { parse } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, type ServerProcess, startServer } from "./harness";

/**
 * The built site as a crawler sees it: every page reached by following links from
 * the two home pages and sitemap.xml, in both languages, each checked for valid HTML,
 * headings that never skip a level, the tags a search engine and a shared link read,
 * and every link, script, stylesheet and picture it names answering.
 */

let server: ServerProcess;
const pages = new Map<string, string>();
const targets = new Map<string, number>();
/** Which page first linked to each target, for a helpful failure message. */
const linkedFrom = new Map<string, string>();
const feeds = new Map<string, { status: number; type: string | null; text: string }>();

const validator = new HtmlValidate({
  extends: ["html-validate:standard", "html-validate:document", "html-validate:a11y"],
  rules: {
    // Scripts and styles come from the portal's own origin; subresource integrity is for other origins.
    "require-sri": "off",
    "heading-level": "error",
    // A named list (the language switcher's "Language") is read out by screen readers; allowed by ARIA.
    "aria-label-misuse": ["error", { allowAnyNamable: true }],
    // The notifications region is drawn by the toast library as a div with role="region".
    "prefer-native-element": ["error", { exclude: ["region"] }],
  },
});

/** Addresses on this site worth following: pages, not files, the API or forms' targets. */
function isPage(url: URL): boolean {
  return !/^\/(?:api|assets|icons|images)(?:\/|$)|\.[a-z]+$/.test(url.pathname);
}

async function crawl(start: string[]): Promise<void> {
  const queue = [...start];
  while (queue.length > 0) {
    const batch = queue.splice(0, 8);
    await Promise.all(
      batch.map(async (address) => {
        const response = await fetch(`${server.url}${address}`, { redirect: "manual" });
        targets.set(address, response.status);
        const type = response.headers.get("content-type") ?? "";
        if (response.status !== 200 || !type.startsWith("text/html")) {
          await response.arrayBuffer();
          return;
        }
        const html = await response.text();
        pages.set(address, html);
        for (const found of referencedAddresses(html)) {
          if (targets.has(found) || queue.includes(found)) continue;
          linkedFrom.set(found, address);
          const url = new URL(found, server.url);
          if (isPage(url)) queue.push(found);
          else targets.set(found, 0);
        }
      }),
    );
  }
  // Files (scripts, styles, pictures, feeds) are fetched once each, not crawled.
  const files = [...targets].filter(([, status]) => status === 0).map(([address]) => address);
  for (let index = 0; index < files.length; index += 16) {
    await Promise.all(
      files.slice(index, index + 16).map(async (address) => {
        const response = await fetch(`${server.url}${address}`);
        await response.arrayBuffer();
        targets.set(address, response.status);
      }),
    );
  }
}

/** Every same-site address a page names: links, stylesheets, scripts, pictures. Fragments are dropped. */
function referencedAddresses(html: string): string[] {
  const root = parse(html);
  const found = new Set<string>();
  const add = (value: string | undefined) => {
    if (!value) return;
    const url = new URL(value, `${server.url}/`);
    if (url.origin !== server.url && url.origin !== "http://localhost") return;
    found.add(url.pathname + url.search);
  };
  for (const element of root.querySelectorAll("a[href], link[href]")) {
    if (element.getAttribute("rel") === "preconnect") continue;
    add(element.getAttribute("href"));
  }
  for (const element of root.querySelectorAll("script[src], img[src]")) add(element.getAttribute("src"));
  // Module preloads and the route modules React Router imports are named in the page's scripts.
  for (const match of html.matchAll(/"(\/assets\/[\w.-]+\.(?:js|css))"/g)) add(match[1]);
  return [...found];
}

beforeAll(async () => {
  // The pages name their public address: here, the address the test reaches the server at.
  const port = await freePort();
  server = await startServer({
    env: {
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      RATE_LIMIT_CREATE: "1000",
      RATE_LIMIT_SIGN: "1000",
    },
  });
  // A petition, so that the petitions list links to a petition's page.
  const created = await fetch(`${server.url}/api/petitions`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      title: "Plant a tree for every child born",
      description: "A tree for every newborn, planted in the child's county.",
      category: "environment",
    }),
  });
  expect(created.status).toBe(201);
  const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
  await crawl(["/", "/ga", ...listed, "/search?q=passport", "/ga/search?q=pas"]);
  // Fetched now: the checks below keep this process busy for seconds, long enough for the server to
  // close an idle connection that the client would then try to reuse.
  for (const address of ["/announcements/feed.xml", "/ga/announcements/feed.xml"]) {
    const response = await fetch(`${server.url}${address}`);
    feeds.set(address, {
      status: response.status,
      type: response.headers.get("content-type"),
      text: await response.text(),
    });
  }
});
afterAll(() => server?.stop());

describe("the built site, crawled", () => {
  it("reaches every page of sitemap.xml in both languages, and a petition's page", () => {
    const addresses = [...pages.keys()];
    expect(addresses.length).toBeGreaterThan(120);
    for (const address of ["/", "/ga", "/announcements", "/ga/ready-brehon", "/petitions/1", "/ga/petitions/1"]) {
      expect(addresses).toContain(address);
    }
  });

  it("finds no broken link, script, stylesheet or picture", () => {
    const broken = [...targets]
      .filter(([, status]) => status !== 200)
      .map(
        ([address, status]) => `${address} answered ${status} (linked from ${linkedFrom.get(address) ?? "the start"})`,
      );
    expect(broken).toEqual([]);
  });

  it("serves HTML that validates, with headings that never skip a level", async () => {
    const problems: string[] = [];
    for (const [address, html] of pages) {
      const report = await validator.validateString(html, address);
      for (const result of report.results) {
        for (const message of result.messages) {
          problems.push(`${address}: ${message.ruleId}: ${message.message} (${message.selector ?? ""})`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("gives every page a title, a description, a canonical address and the tags a shared link previews", () => {
    const missing: string[] = [];
    for (const [address, html] of pages) {
      const head = parse(html).querySelector("head");
      const content = (selector: string) => head?.querySelector(selector)?.getAttribute("content")?.trim();
      const required: Record<string, string | undefined> = {
        title: head?.querySelector("title")?.text.trim(),
        description: content('meta[name="description"]'),
        "og:title": content('meta[property="og:title"]'),
        "og:description": content('meta[property="og:description"]'),
        "og:image": content('meta[property="og:image"]'),
        "og:type": content('meta[property="og:type"]'),
      };
      // Results pages are not for search engines; every other page names its address.
      if (!address.includes("/search")) {
        required.canonical = head?.querySelector('link[rel="canonical"]')?.getAttribute("href");
        required["og:url"] = content('meta[property="og:url"]');
      }
      for (const [name, value] of Object.entries(required)) {
        if (!value) missing.push(`${address}: no ${name}`);
      }
      const ogTitles = head?.querySelectorAll('meta[property="og:title"]').length;
      if (ogTitles !== 1) missing.push(`${address}: ${ogTitles} og:title tags`);
    }
    expect(missing).toEqual([]);
  });

  it("shares Irish pages in Irish and English pages in English", () => {
    const og = (address: string, property: string) =>
      parse(pages.get(address) ?? "")
        .querySelector(`meta[property="${property}"]`)
        ?.getAttribute("content");
    expect(og("/services", "og:title")).toBe("Government Services");
    expect(og("/services", "og:locale")).toBe("en_IE");
    expect(og("/ga/services", "og:title")).toBe("Seirbhísí an Rialtais");
    expect(og("/ga/services", "og:locale")).toBe("ga_IE");
    expect(og("/ga/services", "og:url")).toBe(`${server.url}/ga/services`);
    expect(og("/ga/services", "og:image")).toBe(`${server.url}/images/share.png`);
    expect(og("/petitions/1", "og:title")).toBe("Plant a tree for every child born");
    expect(og("/petitions/1", "og:url")).toBe(`${server.url}/petitions/1`);
  });
});

describe("the announcements feed", () => {
  it("is linked from the announcements page in each language", () => {
    const feedLink = (address: string) =>
      parse(pages.get(address) ?? "").querySelector('head link[rel="alternate"][type="application/atom+xml"]');
    expect(feedLink("/announcements")?.getAttribute("href")).toBe("/announcements/feed.xml");
    expect(feedLink("/ga/announcements")?.getAttribute("href")).toBe("/ga/announcements/feed.xml");
  });

  it("is an Atom feed of the four announcements, newest first, in the language of its address", () => {
    const response = feeds.get("/announcements/feed.xml");
    if (!response) throw new Error("the feed was not fetched");
    expect(response.status).toBe(200);
    expect(response.type).toBe("application/atom+xml; charset=utf-8");
    const xml = response.text;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www.w3.org\/2005\/Atom"/);
    expect(xml).toContain(`<link rel="self" type="application/atom+xml" href="${server.url}/announcements/feed.xml"/>`);
    const titles = [...xml.matchAll(/<entry>\s*<id>[^<]+<\/id>\s*<title>([^<]+)<\/title>/g)].map((match) => match[1]);
    expect(titles).toEqual([
      "New Government Website Launched",
      "Unity Day Public Holiday",
      "Infrastructure Update",
      "Cybersecurity Update",
    ]);
    expect(xml).toContain(`href="${server.url}/announcements/unity-day-holiday"`);
    expect(xml).toContain("<updated>2025-05-16T12:00:00Z</updated>");

    const irish = feeds.get("/ga/announcements/feed.xml")?.text ?? "";
    expect(irish).toContain('xml:lang="ga"');
    expect(irish).toContain("<title>Saoire Phoiblí Lá na hAontachta</title>");
    expect(irish).toContain(`href="${server.url}/ga/announcements/unity-day-holiday"`);
  });
});
