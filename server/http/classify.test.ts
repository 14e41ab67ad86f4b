import { describe, expect, it } from "vitest";
import { classify, classifyTarget, isApiTarget } from "./classify";

describe("classify", () => {
  it("names each kind of address once, in either language and for its .data twin", () => {
    const kinds: Array<[string, string]> = [
      ["/assets/app-Ab12.js", "asset"],
      ["/sw.js", "service-worker"],
      ["/icons/icon-192.png", "file"],
      ["/sitemap.xml", "feed"],
      ["/ga/announcements/feed.xml", "feed"],
      ["/petitions/feed.xml", "petition-feed"],
      ["/ga/petitions/responses.xml", "petition-feed"],
      ["/petitions/12/feed.xml", "petition-feed"],
      ["/petitions/12/responses.xml", "file"],
      ["/", "prerendered-page"],
      ["/_root.data", "prerendered-page"],
      ["/ga", "prerendered-page"],
      ["/ga.data", "prerendered-page"],
      ["/ready-brehon", "prerendered-page"],
      ["/ga/ready-brehon.data", "prerendered-page"],
      ["/privacy-policy", "run-time-page"],
      ["/ga/terms-of-use", "run-time-page"],
      ["/petitions", "petition-list"],
      ["/ga/petitions.data", "petition-list"],
      ["/petitions/12", "petition-page"],
      ["/ga/petitions/12.data", "petition-page"],
      ["/petitions/12/check", "petition-check"],
      ["/petitions/confirm", "petition-confirm"],
      ["/ga/petitions/confirm", "petition-confirm"],
      ["/ga/petitions/12/check", "petition-check"],
      ["/search", "search-page"],
      ["/no-such-page", "not-found"],
      ["/ga/no-such-page", "not-found"],
      ["/api/petitions", "api-read"],
      ["/api/petitions/12", "api-read"],
      ["/api/search", "search-api"],
      ["/api/petitions/signed", "api-per-visitor"],
      ["/api/petitions/12/log", "petition-log"],
      ["/api/petitions/12/proof", "petition-proof"],
      ["/api/petitions/12/consistency", "petition-proof"],
      ["/api/petitions/12/snapshots", "api-read"],
      ["/api/petitions/events", "event-stream"],
      ["/api/petitions/12/events", "event-stream"],
      ["/api/petitions.csv", "open-data"],
      ["/admin", "console"],
      ["/admin.data", "console"],
      ["/admin/queue", "console"],
      ["/healthz", "operational"],
      ["/metrics", "operational"],
    ];
    for (const [path, kind] of kinds) expect(classify("GET", path).kind, path).toBe(kind);
    expect(classify("POST", "/api/petitions").kind).toBe("api-write");
    expect(classify("GET", "/api/client-errors").kind).toBe("api-write");
  });

  it("classifies another spelling as its canonical address, and says where that is", () => {
    const shouted = classify("GET", "/API/PETITIONS/SIGNED/");
    expect(shouted.kind).toBe("api-per-visitor");
    expect(shouted.canonical).toBe("/api/petitions/signed/");
    expect(shouted.path).toBe("/api/petitions/signed");
    expect(shouted.cache).toBe("private");
    expect(classify("GET", "/Search").rateLimit).toBe("search");
    expect(classify("GET", "/ready-brehon").canonical).toBeNull();
    // Built files and set-up links keep their case.
    expect(classify("GET", "/assets/App-XyZ.js").canonical).toBeNull();
    expect(classify("GET", "/admin/setup/AbCdEf").canonical).toBeNull();
  });

  it("counts every address that searches against the search's allowance, and nothing else", () => {
    for (const path of [
      "/search",
      "/ga/search",
      "/search.data",
      "/ga/search.data",
      "/search/",
      "/api/search",
      "/api/search/",
    ]) {
      expect(classify("GET", path).rateLimit, path).toBe("search");
      expect(classify("GET", path.toUpperCase()).rateLimit, path.toUpperCase()).toBe("search");
    }
    for (const path of ["/", "/searching", "/api/petitions", "/petitions", "/ga/searches"]) {
      expect(classify("GET", path).rateLimit, path).toBeNull();
    }
  });

  it("says which answers vary by language or by cookie", () => {
    expect(classify("GET", "/api/search").vary).toEqual(["Accept-Encoding", "Accept-Language"]);
    expect(classify("GET", "/api/petitions").vary).toEqual(["Accept-Encoding", "Accept-Language"]);
    expect(classify("GET", "/api/petitions/signed").vary).toEqual(["Accept-Encoding", "Cookie"]);
    expect(classify("GET", "/petitions/3").vary).toEqual(["Accept-Encoding"]);
    expect(classify("GET", "/ga/petitions/3").language).toBe("ga");
    expect(classify("GET", "/api/petitions").language).toBe("request");
  });

  it("says how a console address answers without a session, and never serves a built page's file raw", () => {
    expect(classify("GET", "/admin/sign-in/").consoleAccess).toBe("open");
    expect(classify("POST", "/admin/setup/AbC-9").consoleAccess).toBe("open");
    expect(classify("GET", "/admin/queue.data").consoleAccess).toBe("json");
    expect(classify("GET", "/admin/queue").consoleAccess).toBe("page");
    expect(classify("GET", "/petitions").consoleAccess).toBeUndefined();
    for (const path of ["/ready-brehon/index.html", "/index.html.br", "/ga/index.html.gz", "/404.html"]) {
      expect(classify("GET", path).kind, path).toBe("not-found");
    }
    expect(classify("GET", "/icons/icon-192.png").kind).toBe("file");
  });

  it("reads a request target with its query", () => {
    expect(classifyTarget("GET", "/api/search?q=x").kind).toBe("search-api");
    expect(isApiTarget("/api/petitions?page=2")).toBe(true);
    expect(isApiTarget("/apis")).toBe(false);
    expect(isApiTarget("/petitions?x=/api/")).toBe(false);
  });

  it("tells the API's list of petitions from a read that names one", () => {
    expect(classify("GET", "/api/petitions")).toMatchObject({ kind: "api-read", petitionList: true });
    for (const path of ["/api/petitions/12", "/api/petitions/12/snapshots", "/api/petitions/signed", "/petitions"]) {
      expect(classify("GET", path).petitionList, path).toBeUndefined();
    }
    expect(classify("GET", "/api/petitions/12")).toMatchObject({ kind: "api-read", petitionId: "12" });
  });
});
