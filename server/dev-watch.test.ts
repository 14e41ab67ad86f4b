import picomatch from "picomatch";
import { describe, expect, it } from "vitest";
import { needsFullReload, WATCH_IGNORED } from "./dev-watch.js";

type Module = { file: string; importers: Set<Module> };
const module = (file: string, ...importers: Module[]): Module => ({ file, importers: new Set(importers) });
const graphOf = (...modules: Module[]) => ({
  getModulesByFile: (file: string) => {
    const found = modules.filter((entry) => entry.file === file);
    return found.length ? new Set(found) : undefined;
  },
});

describe("the development server's reloads", () => {
  const islands = module("/repo/app/islands/development.ts");
  const form = module("/repo/app/petitions/create-form.tsx", module("/repo/app/petitions/form.island.tsx", islands));
  const content = "/repo/app/content/en/about.ts";
  const graphs = {
    clientGraph: graphOf(form),
    serverGraph: graphOf(module(content), module(form.file)),
  };

  it("reloads the page for a module only the server draws with", () => {
    expect(needsFullReload(content, graphs)).toBe(true);
  });

  it("leaves an island's module to React Refresh", () => {
    expect(needsFullReload(form.file, graphs)).toBe(false);
  });

  it("reloads nothing for a file that is no module of the app (a test's copy of a build, a note)", () => {
    expect(needsFullReload("/repo/test-results/offline/deployments/first/build/client/index.html", graphs)).toBe(false);
    expect(needsFullReload("/repo/docs/development.md", graphs)).toBe(false);
  });

  it("does not watch what the build, the tests and the server write", () => {
    const ignored = picomatch(WATCH_IGNORED, { dot: true });
    for (const written of [
      "/repo/build/client/sw.js",
      "/repo/test-results/offline-a-new-build/deployments/second/build/client/ready-brehon/index.html",
      "/repo/test-repeat/browser-run-1.log",
      "/repo/npm-debug.log",
      "/repo/data/pglite/base/1/1259",
      "/repo/.react-router/types/app/+types/root.ts",
    ]) {
      expect(ignored(written), written).toBe(true);
    }
    for (const source of ["/repo/app/root.tsx", "/repo/server/app.ts", "/repo/app/content/ga/about.ts"]) {
      expect(ignored(source), source).toBe(false);
    }
  });
});
