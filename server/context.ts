/** What the server hands every loader and action (see server/app.ts). */
declare module "react-router" {
  interface AppLoadContext {
    /** The request's Content-Security-Policy nonce. */
    nonce: string;
  }
}

export {};
