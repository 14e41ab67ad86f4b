/**
 * The one normal form of a request's path. Every part of the server that reads a path (the
 * classification, and through it the cache policy, the rate limits, the page caches, the console's
 * gate) reads it in this form only: the spelling step (server/http/spelling.ts) sends any other
 * spelling to it, or refuses it, before anything else sees the request
 * (docs/decisions/0042-one-normal-form-of-a-path.md).
 *
 * The normal form of a path:
 * 1. doubled slashes collapsed (`/a//b` is `/a/b`; a path never begins with `//`, which a browser
 *    would read as another host);
 * 2. escapes of unreserved characters decoded (`%61` is `a`, `%2E` is `.`), other escapes in upper
 *    case (`%2f` is `%2F`, which stays escaped: it is not a `/`);
 * 3. `.` and `..` segments resolved;
 * 4. in lower case, escapes aside, except where case is part of the address: the names of built files
 *    under `/assets/` (a hash of mixed case) and the token of a one-time set-up link under
 *    `/admin/setup/`, whose fixed prefix alone is lower-cased; in development, the modules Vite serves.
 *
 * A path has no normal form, and is refused, when an escape is malformed or not UTF-8, when it holds
 * a NUL (raw or escaped), or when it holds a backslash, which browsers read as a slash and no
 * address of the portal contains (`/\evil.example` would be another host to a browser).
 */

const UNRESERVED = /[A-Za-z0-9\-._~]/;
const MALFORMED_ESCAPE = /%(?![0-9A-Fa-f]{2})/;

/**
 * Escapes of unreserved characters decoded (`%2e` is `.`), other escapes in upper case, `.` and `..`
 * segments resolved. Null when an escape is malformed or not UTF-8, or the path holds a NUL.
 * Reserved characters stay escaped (`%2F` is not a `/`), so decoding here cannot change which route a
 * request reaches, only make two spellings one.
 */
export function normalisePath(rawPath: string): string | null {
  if (MALFORMED_ESCAPE.test(rawPath)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  if (decoded.includes("\0")) return null;
  const unescaped = rawPath.replace(/%([0-9A-Fa-f]{2})/g, (_escape, hex: string) => {
    const character = String.fromCharCode(Number.parseInt(hex, 16));
    return UNRESERVED.test(character) ? character : `%${hex.toUpperCase()}`;
  });
  const segments: string[] = [];
  const parts = unescaped.split("/").slice(1);
  parts.forEach((segment, index) => {
    const last = index === parts.length - 1;
    if (segment === ".") {
      if (last) segments.push("");
    } else if (segment === "..") {
      segments.pop();
      if (last) segments.push("");
    } else {
      segments.push(segment);
    }
  });
  return `/${segments.join("/")}`;
}

/**
 * Where case is part of the address: the prefix (matched without regard to case) is lower-cased,
 * the rest kept as sent.
 */
const CASE_KEPT_AFTER = [/^\/assets\//i, /^\/admin\/setup\//i];
/** What Vite's middleware answers in development: the app's modules as it compiles them, its client. */
const DEVELOPMENT_MODULES = [/^\/@/, /^\/node_modules\//, /^\/app\//, /^\/__vite/];
/** Left entirely as sent in development: Vite's modules, and its other internal addresses. */
const AS_SENT_IN_DEVELOPMENT = [...DEVELOPMENT_MODULES, /^\/__/];

/**
 * Whether Vite answers this path in development (`npm run dev`): its own headers stay. Everything
 * else takes the production pipeline there too.
 */
export const isDevelopmentModule = (path: string): boolean => DEVELOPMENT_MODULES.some((pattern) => pattern.test(path));

/** Letters in lower case, escapes (`%C3`) left as they are. */
const lowerOutsideEscapes = (text: string) =>
  text.replace(/%[0-9A-Fa-f]{2}|[^%]+/g, (part) => (part.startsWith("%") ? part : part.toLowerCase()));

/**
 * The normal form of a path (no query), or null when it has none and must be refused. A path
 * already in its normal form is returned as it is.
 */
export function normalForm(rawPath: string, development = false): string | null {
  if (rawPath.includes("\\")) return null;
  if (development && AS_SENT_IN_DEVELOPMENT.some((pattern) => pattern.test(rawPath))) return rawPath;
  const resolved = normalisePath(rawPath.replace(/\/{2,}/g, "/"));
  if (resolved === null) return null;
  if (development && AS_SENT_IN_DEVELOPMENT.some((pattern) => pattern.test(resolved))) return resolved;
  for (const prefix of CASE_KEPT_AFTER) {
    const match = prefix.exec(resolved);
    if (match) return match[0].toLowerCase() + resolved.slice(match[0].length);
  }
  return lowerOutsideEscapes(resolved);
}
