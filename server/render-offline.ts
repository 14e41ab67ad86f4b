import { readFile, writeFile } from "node:fs/promises";
import { type AppLoadContext, createRequestHandler, type ServerBuild } from "react-router";
import { buildSiteIndex, loadSiteIndex, type RenderPage, type SiteIndex } from "~/search/index.server";
import { CLIENT_DIR, loadBuiltApp, SEARCH_INDEX_FILE, SERVER_DIR } from "./build-output";
import { envSchema, publicOriginOf, publicUrlProblem } from "./core/env";
import { log } from "./core/logger";
import { StartupError } from "./core/startup-error";
import { precompressBuild } from "./http/precompress";

/**
 * A renderer of the app's pages without a server or a database, for files made
 * from the pages after the build (the 404 page for static hosting, the site
 * index): the petitions page renders with no petitions.
 */
function offlineRenderer(getBuild: () => Promise<ServerBuild>, mode: "production" | "development"): RenderPage {
  const noPetitions = {
    list: async (query: unknown) => ({ status: "ok", query, total: 0, petitions: [] }),
  } as unknown as AppLoadContext["petitions"];
  const context = {
    petitions: noPetitions,
    requester: { ip: "", cookieHeader: null, secure: false },
    shutdownSignal: new AbortController().signal,
    // The site index holds the privacy policy with the retention set where it is built.
    retentionDays: envSchema.shape.PETITION_RETENTION_DAYS.parse(process.env.PETITION_RETENTION_DAYS),
  } as unknown as AppLoadContext;
  const handle = createRequestHandler(getBuild, mode);
  return async (pathname) => {
    const response = await handle(new Request(new URL(pathname, "http://localhost")), context);
    return { status: response.status, html: await response.text() };
  };
}

/** Renders one path of the built app without a server (the 404 page for static hosting). */
export async function renderPath(pathname: string): Promise<{ status: number; html: string }> {
  return offlineRenderer(loadBuiltApp, "production")(pathname);
}

/** Writes the site index beside the server's bundle (`npm run build` runs it after React Router's build). */
export async function writeSearchIndex(): Promise<{ file: string; pages: number }> {
  const data = await buildSiteIndex(offlineRenderer(loadBuiltApp, "production"));
  await writeFile(SEARCH_INDEX_FILE, JSON.stringify(data));
  return { file: SEARCH_INDEX_FILE, pages: data.languages.en.documentCount + data.languages.ga.documentCount };
}

/**
 * The site index: read from the build, or, in development (where pages change
 * as one edits them) and when the build has none, made from the pages on first use.
 */
export async function siteIndexLoader(dev?: { loadBuild: () => Promise<ServerBuild> }): Promise<SiteIndex> {
  if (!dev) {
    try {
      return loadSiteIndex(JSON.parse(await readFile(SEARCH_INDEX_FILE, "utf8")));
    } catch (error) {
      log.warn(
        `The search index could not be read (${error instanceof Error ? error.message : error}): building it from the pages`,
      );
    }
  }
  return loadSiteIndex(
    await buildSiteIndex(offlineRenderer(dev?.loadBuild ?? loadBuiltApp, dev ? "development" : "production")),
  );
}

/**
 * The last step of `npm run build`: the public origin (PUBLIC_URL, or
 * http://localhost:$PORT) written into the built pages, and every page and
 * text file compressed beside it (scripts/precompress.js).
 */
export async function precompressBuiltFiles() {
  const problem = process.env.PUBLIC_URL ? publicUrlProblem(process.env.PUBLIC_URL) : undefined;
  if (problem) throw new StartupError(`PUBLIC_URL=${JSON.stringify(process.env.PUBLIC_URL)} ${problem}.`);
  const origin = publicOriginOf(process.env);
  return { origin, ...(await precompressBuild(CLIENT_DIR, SERVER_DIR, origin)) };
}
