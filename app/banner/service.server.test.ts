import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { openTestDatabase, TEST_BACKENDS } from "#test/support/database";
import type { BannerContent } from "~/banner/markup";
import { withoutBanner } from "~/offline/banner-marker";
import { readEnv } from "../../server/core/env";
import { type Representations, strongEtag } from "../../server/http/encoding";
import { parseBannerInput } from "./input.server";
import { type PageRenderer, type PageStore, rebuildPages } from "./pages.server";
import { createSiteBanner, DEFAULT_POLL_SECONDS } from "./service.server";

const html = (lang: "en" | "ga") =>
  `<!DOCTYPE html><html lang="${lang}"><head><title>T</title></head><body><a href="#main-content">Skip</a><header>H</header><main id="main-content">${"Words. ".repeat(200)}</main></body></html>`;

const built = (text: string): Representations => {
  const identity = Buffer.from(text);
  return { identity, etag: strongEtag(identity), type: "text/html; charset=utf-8", br: Buffer.from("build br") };
};

/** A store like server/http/store.ts's built files: pages as built, and what it serves now. */
function fakeStore(): PageStore & { served: Map<string, Representations> } {
  const pages = new Map([
    ["/ready-brehon", built(html("en"))],
    ["/ga/ready-brehon", built(html("ga"))],
  ]);
  const served = new Map(pages);
  return {
    pages,
    served,
    replacePages(replacement) {
      for (const [address, page] of replacement) if (pages.has(address)) served.set(address, page);
    },
  };
}

const fields = {
  level: "emergency",
  textEn: "Shelter indoors <now>.",
  textGa: "Fan istigh anois.",
  link: "/ready-brehon",
};

describe("parseBannerInput", () => {
  it("takes a level, both texts and an optional link", () => {
    expect(parseBannerInput(fields)).toEqual({
      ok: true,
      banner: {
        level: "emergency",
        text: { en: "Shelter indoors <now>.", ga: "Fan istigh anois." },
        link: "/ready-brehon",
      },
    });
    const noLink = parseBannerInput({ ...fields, link: "  " });
    expect(noLink.ok && noLink.banner.link).toBeNull();
    const https = parseBannerInput({ ...fields, link: "https://met.example/warnings?area=north" });
    expect(https.ok && https.banner.link).toBe("https://met.example/warnings?area=north");
  });

  it("says clearly what is missing or wrong, field by field", () => {
    const result = parseBannerInput({ level: "panic", textEn: " ", textGa: "", link: "javascript:alert(1)" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      level: "Choose the banner's level: emergency, warning or information.",
      textEn: "Enter the banner's text in English.",
      textGa: "Enter the banner's text in Irish.",
      link: "Enter a path on this site that starts with / (such as /ready-brehon), or a full address that starts with https://.",
    });
    for (const link of [
      "//evil.example/x",
      "http://plain.example",
      "/a b",
      "/back\\slash",
      "https://user:pw@x.example",
    ]) {
      expect(parseBannerInput({ ...fields, link }).ok, link).toBe(false);
    }
    const long = parseBannerInput({ ...fields, textGa: "a".repeat(301) });
    expect(!long.ok && long.errors.textGa).toBe("The Irish text must be 300 characters or fewer.");
  });

  it("keeps the text on one line, without control characters", () => {
    const result = parseBannerInput({ ...fields, textEn: "  Line one\r\nline\u0007 two\u202E  " });
    expect(result.ok && result.banner.text.en).toBe("Line one line two");
  });
});

/**
 * The app's render as the server hands it to the banner: here a page drawn with the banner's section
 * after the skip link (the real one is app/root.tsx's), each address it was asked for noted.
 */
function fakeRender(asked: string[] = []): PageRenderer {
  return async (address: string, banner: BannerContent | null) => {
    asked.push(address);
    if (address === "/broken") return new Response("no", { status: 500 });
    const language = address.startsWith("/ga") ? "ga" : "en";
    const section = banner
      ? `<section class="site-banner" data-site-banner="${banner.level}"><p>${banner.text[language].replaceAll("<", "&lt;").replaceAll(">", "&gt;")}</p><a href="${banner.link === "/" && language === "ga" ? "/ga" : banner.link}">More</a></section>`
      : "";
    return new Response(html(language).replace("</a>", `</a>${section}`), { status: 200 });
  };
}

describe("rebuildPages", () => {
  it("draws every page again with the banner, compresses it with a new ETag, and restores the build's pages", async () => {
    const store = fakeStore();
    const asked: string[] = [];
    const render = fakeRender(asked);
    const banner = { level: "warning" as const, text: { en: "Roads closed.", ga: "Bóithre dúnta." }, link: "/" };
    expect(await rebuildPages(store, banner, render)).toBe(2);
    expect(asked.sort()).toEqual(["/ga/ready-brehon", "/ready-brehon"]);
    const en = store.served.get("/ready-brehon") as Representations;
    const ga = store.served.get("/ga/ready-brehon") as Representations;
    for (const page of [en, ga]) {
      expect(page.etag).not.toBe(store.pages.get(page === en ? "/ready-brehon" : "/ga/ready-brehon")?.etag);
      expect(page.etag).toBe(strongEtag(page.identity));
      expect(brotliDecompressSync(page.br as Buffer).equals(page.identity)).toBe(true);
      expect(gunzipSync(page.gzip as Buffer).equals(page.identity)).toBe(true);
    }
    expect(en.identity.toString()).toContain("Roads closed.");
    expect(en.identity.toString()).toContain('href="/"');
    expect(ga.identity.toString()).toContain("Bóithre dúnta.");
    expect(ga.identity.toString()).toContain('href="/ga"');

    // A second banner replaces the first (drawn afresh, never doubled).
    await rebuildPages(store, { ...banner, text: { en: "Roads open.", ga: "Bóithre oscailte." } }, render);
    const again = (store.served.get("/ready-brehon") as Representations).identity.toString();
    expect(again.split("data-site-banner")).toHaveLength(2);
    expect(again).not.toContain("Roads closed.");
    // The service worker's copy of a page leaves the banner out.
    expect(withoutBanner(again)).toBe(html("en"));

    await rebuildPages(store, null, render);
    expect(store.served.get("/ready-brehon")).toBe(store.pages.get("/ready-brehon"));
    expect(store.served.get("/ga/ready-brehon")?.br?.toString()).toBe("build br");
  });
});

describe("rebuildPages when a page cannot be drawn", () => {
  it("keeps that page as built and draws the others", async () => {
    const store = fakeStore();
    const broken = built(html("en"));
    (store.pages as Map<string, Representations>).set("/broken", broken);
    const banner = { level: "information" as const, text: { en: "Notice.", ga: "Fógra." }, link: null };
    expect(await rebuildPages(store, banner, fakeRender())).toBe(2);
    expect(store.served.get("/broken")).toBe(broken);
    expect(store.served.get("/ready-brehon")?.identity.toString()).toContain("Notice.");
  });
});

describe("the poll interval", () => {
  it("defaults to DEFAULT_POLL_SECONDS", () => {
    expect(readEnv({}).BANNER_POLL_SECONDS).toBe(DEFAULT_POLL_SECONDS);
  });
});

describe.each(TEST_BACKENDS)("the site banner in the database (%s)", (backend) => {
  const db = openTestDatabase(backend);
  afterAll(() => db.drop());
  const audits: Array<{ action: string; detail: unknown }> = [];
  const actor = {
    accountId: 7,
    audit: async (action: string, detail: unknown) => {
      audits.push({ action, detail });
    },
  };

  it("is switched on, changed and off, each audited before and after, and applied on the process that did it", async () => {
    const mine = createSiteBanner({ db, pollSeconds: 3600 });
    const other = createSiteBanner({ db, pollSeconds: 3600 });
    const store = fakeStore();
    mine.serve(store, fakeRender());
    other.serve();
    // Both have read the database (reads are one at a time, in order) before anything is switched on.
    await Promise.all([mine.refresh(), other.refresh()]);
    expect(mine.current()).toBeNull();

    const invalid = await mine.switchOn({ ...fields, textGa: "" }, actor);
    expect(invalid.ok).toBe(false);
    expect(audits).toHaveLength(0);

    expect((await mine.switchOn(fields, actor)).ok).toBe(true);
    expect(mine.current()).toEqual({
      level: "emergency",
      text: { en: "Shelter indoors <now>.", ga: "Fan istigh anois." },
      link: "/ready-brehon",
    });
    expect(store.served.get("/ready-brehon")?.identity.toString()).toContain("Shelter indoors &lt;now&gt;.");
    // Another process sees it when it next reads the database.
    expect(other.current()).toBeNull();
    await other.refresh();
    expect(other.current()?.text.ga).toBe("Fan istigh anois.");

    await mine.switchOn({ ...fields, level: "information", link: "" }, actor);
    expect(await mine.switchOff(actor)).toBe(true);
    expect(await mine.switchOff(actor)).toBe(false);
    expect(mine.current()).toBeNull();
    expect(store.served.get("/ready-brehon")).toBe(store.pages.get("/ready-brehon"));
    const stored = await mine.read();
    expect(stored).toMatchObject({ active: false, level: "information" });

    const onAudit = {
      level: "emergency",
      textEn: "Shelter indoors <now>.",
      textGa: "Fan istigh anois.",
      link: "/ready-brehon",
    };
    const changed = { ...onAudit, level: "information", link: null };
    expect(audits).toEqual([
      { action: "banner-switched-on", detail: { before: null, after: onAudit } },
      { action: "banner-changed", detail: { before: onAudit, after: changed } },
      { action: "banner-switched-off", detail: { before: changed, after: null } },
    ]);
    mine.close();
    other.close();
  });

  it("is what the pages drawn at run time are given, and a change makes every kept page stale", async () => {
    const banner = createSiteBanner({ db, pollSeconds: 3600 });
    await banner.switchOn({ ...fields, level: "warning" }, actor);
    expect(banner.current()).toMatchObject({ level: "warning", text: { en: fields.textEn, ga: fields.textGa } });

    // The run-time page caches' version moves with each change.
    const feed = {
      version: 3,
      connected: true,
      lastChange() {
        return this.version;
      },
    };
    const versioned = banner.invalidating(feed);
    const before = versioned.version;
    await banner.switchOff(actor);
    expect(versioned.version).toBeGreaterThan(before);
    feed.version = 4;
    expect(versioned.version).toBe(before + 2);
    banner.close();
  });
});
