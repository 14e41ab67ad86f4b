// `npm run dev`: the same server, with Vite's hot reload in front.
import { createServer } from "vite";

process.env.NODE_ENV ??= "development";
const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
const { start, startupFailureLine } = await vite.ssrLoadModule("./server/main.ts");
try {
  await start({
    dev: {
      middleware: vite.middlewares,
      loadBuild: () => vite.ssrLoadModule("virtual:react-router/server-build"),
    },
  });
} catch (error) {
  console.error(startupFailureLine(error));
  await vite.close();
  process.exit(1);
}
