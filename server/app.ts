import "./context";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import type { Env } from "./env";
import type { PetitionService } from "./petitions";
import { petitionsApi, requesterOf } from "./petitions-api";
import { assignNonce, securityHeaders } from "./security";
import { prerenderedPages } from "./static-pages";

export type AppOptions = {
  env: Env;
  /** Petition rules and storage, for the page and the JSON API. */
  petitions: PetitionService;
  /** The React Router build; in development Vite loads it afresh on each request. */
  getBuild: () => Promise<ServerBuild>;
  /** Folder of the built browser assets and prerendered pages (production only). */
  clientDir?: string;
  /** Vite's dev middleware, in development. */
  devMiddleware?: RequestHandler;
};

/** The portal's HTTP application: headers, health, static files, then React Router. */
export function createApp({ env, petitions, getBuild, clientDir, devMiddleware }: AppOptions) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);

  app.use(assignNonce);
  app.use(securityHeaders({ development: Boolean(devMiddleware) }));
  app.use(compression());

  app.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });

  app.use("/api/petitions", petitionsApi(petitions));

  if (devMiddleware) {
    app.use(devMiddleware);
  } else if (clientDir) {
    // Content-hashed file names: safe to cache for a year.
    app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }));
    app.use(prerenderedPages(clientDir));
    app.use((req, res, next) =>
      req.path.endsWith(".html") ? next() : express.static(clientDir, { maxAge: "1h", index: false })(req, res, next),
    );
  }

  app.all(
    "/{*path}",
    createRequestHandler({
      build: getBuild,
      mode: devMiddleware ? "development" : "production",
      getLoadContext: (req, res) => ({ nonce: String(res.locals.nonce), petitions, requester: requesterOf(req) }),
    }),
  );

  const onError: ErrorRequestHandler = (error, _req, res, _next) => {
    const status = typeof error?.status === "number" && error.status >= 400 && error.status < 500 ? error.status : 500;
    if (status >= 500) console.error(error);
    if (res.headersSent) return;
    res
      .status(status)
      .type("text/plain")
      .send(status === 500 ? "Internal Server Error" : "Bad Request");
  };
  app.use(onError);

  return app;
}
