// `npm run dev`: the same server and the same pages as the build, with Vite in front, which
// compiles the app as it is edited and reloads what changes (its socket shares the server's port).
import { createServer as createHttpServer } from "node:http";
import { createServer } from "vite";

process.env.NODE_ENV ??= "development";
const server = createHttpServer();
const vite = await createServer({ server: { middlewareMode: true, ws: { server } }, appType: "custom" });
const { start, startupFailureLine } = await vite.ssrLoadModule("./server/main.ts");
try {
  await start({
    dev: {
      middleware: vite.middlewares,
      loadBuild: () => vite.ssrLoadModule("virtual:react-router/server-build"),
      server,
    },
  });
} catch (error) {
  console.error(startupFailureLine(error));
  await vite.close();
  process.exit(1);
}
