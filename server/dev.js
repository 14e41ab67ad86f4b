// `npm run dev`: the same server and the same pages as the build, with Vite in front, which
// compiles the app as it is edited and reloads what changes (its socket shares the server's port).
import { createServer as createHttpServer } from "node:http";
import { createServer } from "vite";
import { needsFullReload } from "./dev-watch.js";

process.env.NODE_ENV ??= "development";
const server = createHttpServer();
const vite = await createServer({ server: { middlewareMode: true, ws: { server } }, appType: "custom" });
// A change to what only the server draws (a route, a content module) reloads the page: the browser
// has no module of it to replace. A change to the islands' code (what their script imports) is
// replaced in place by React Refresh. A file that is no module of the app reloads nothing.
vite.watcher.on("change", (file) => {
  const graphs = { clientGraph: vite.environments.client.moduleGraph, serverGraph: vite.environments.ssr.moduleGraph };
  if (needsFullReload(file, graphs)) vite.environments.client.hot.send({ type: "full-reload" });
});
const { start, startupFailureLine } = await vite.ssrLoadModule("./server/main.ts");
try {
  await start({
    dev: {
      middleware: vite.middlewares,
      loadBuild: () => vite.ssrLoadModule("virtual:react-router/server-build"),
      server,
      onSourceChange: (listener) => {
        for (const event of ["change", "add", "unlink"]) vite.watcher.on(event, () => listener());
      },
    },
  });
} catch (error) {
  console.error(startupFailureLine(error));
  await vite.close();
  process.exit(1);
}
