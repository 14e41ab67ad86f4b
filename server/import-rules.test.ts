import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * The rules of the import graph (docs/architecture.md, "How the code is laid out"; docs/decisions/0053):
 *
 * - a feature (app/petitions, app/admin, app/search, app/banner) is reached from outside only through its
 *   doors: `index.ts` (what the browser may use too) and `index.server.ts` (its services' types and factories);
 * - a feature imports nothing of the server's composition (the modules that put the features together);
 * - a module the browser may load imports no `*.server` module and nothing of server/ (a route module may,
 *   for its loader and action, which React Router keeps out of the browser's code);
 * - the folders of app/ and of server/ import each other without a cycle.
 *
 * Tests are left out: a test may reach into what it tests. Type-only imports count for the folders' rules,
 * not for the browser's (they leave no code).
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const FEATURES = ["petitions", "admin", "search", "banner"];
const COMPOSITION = new Set([
  "server/app.ts",
  "server/serve.ts",
  "server/main.ts",
  "server/cluster.ts",
  "server/fast-path.ts",
  "server/write-step.ts",
  "server/http/pipeline.ts",
]);
/**
 * Modules of a feature that are shared domain rather than the feature's inside, each with the importers
 * allowed to read them directly: the petition's categories and field limits are the database's constraints
 * as much as the form's (server/db/schema.ts builds its CHECKs from them), and the schema cannot take them
 * through the petitions' server door, whose services import the schema in turn.
 */
const SHARED_DOMAIN = new Map<string, string[]>([["app/petitions/fields.ts", ["server/db/schema.ts"]]]);
const SOURCE = /\.(?:ts|tsx)$/;
const TEST = /\.test\.(?:ts|tsx)$/;

type Edge = { from: string; to: string; typeOnly: boolean };

const relative = (file: string) => path.relative(ROOT, file).split(path.sep).join("/");

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name) && !entry.name.endsWith(".d.ts"))
    .map((entry) => relative(path.join(entry.parentPath, entry.name)));
}

const known = new Set<string>();

/** The source file an import specifier names, or undefined (a package, or generated route types). */
function resolve(importer: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith(".")) base = path.posix.join(path.posix.dirname(importer), specifier);
  else if (specifier.startsWith("~/")) base = `app/${specifier.slice(2)}`;
  else return undefined;
  const stem = base.replace(/\.js$/, "");
  return [base, `${stem}.ts`, `${stem}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((file) => known.has(file));
}

/** The imports of one module: declarations, re-exports and `import()`. */
function importsOf(file: string): Edge[] {
  const text = readFileSync(path.join(ROOT, file), "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const edges: Edge[] = [];
  const add = (specifier: string, typeOnly: boolean) => {
    const to = resolve(file, specifier);
    if (to) edges.push({ from: file, to, typeOnly });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const typeOnly =
        !!clause &&
        (clause.isTypeOnly ||
          (!clause.name &&
            !!bindings &&
            ts.isNamedImports(bindings) &&
            bindings.elements.length > 0 &&
            bindings.elements.every((element) => element.isTypeOnly)));
      add(node.moduleSpecifier.text, typeOnly);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      add(node.moduleSpecifier.text, node.isTypeOnly);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      add(node.arguments[0].text, false);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      const literal = node.argument.literal;
      if (ts.isStringLiteral(literal)) add(literal.text, true);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return edges;
}

/** The feature a module belongs to, if any. */
const featureOf = (file: string) => {
  const [top, name] = file.split("/");
  return top === "app" && name && FEATURES.includes(name) ? name : undefined;
};
const doorsOf = (feature: string) => [`app/${feature}/index.ts`, `app/${feature}/index.server.ts`];
const isServerModule = (file: string) => /\.server\.(?:ts|tsx)$/.test(file) || file.startsWith("server/");

/** The route modules (React Router keeps their loaders and actions, and what only they import, out of the browser). */
async function routeModules(): Promise<Set<string>> {
  const { default: routes } = (await import("~/routes")) as {
    default: Array<{ file: string; children?: unknown[] }>;
  };
  const files = new Set(["app/root.tsx"]);
  const walk = (entries: Array<{ file: string; children?: unknown[] }>) => {
    for (const entry of entries) {
      files.add(`app/${entry.file}`);
      if (entry.children) walk(entry.children as Array<{ file: string; children?: unknown[] }>);
    }
  };
  walk(routes);
  return files;
}

/** What refuses one edge, with the door it should have taken; undefined when allowed. */
function refusal({ from, to, typeOnly }: Edge, routes: Set<string>): string | undefined {
  const source = featureOf(from);
  const target = featureOf(to);
  const outside = source !== undefined || from.startsWith("server/");
  const shared = SHARED_DOMAIN.get(to)?.includes(from) ?? false;
  if (target && target !== source && outside && !doorsOf(target).includes(to) && !shared) {
    const door = isServerModule(to) ? doorsOf(target)[1] : doorsOf(target)[0];
    return `${from} imports ${to}, inside the ${target} feature: import it from its door, ${door}`;
  }
  if (source && COMPOSITION.has(to)) {
    return `${from} imports ${to}, the server's composition, which puts the features together: a feature is handed what it needs (app/${source}/index.server.ts takes it as an argument)`;
  }
  const browser = from.startsWith("app/") && !isServerModule(from) && !routes.has(from);
  if (browser && !typeOnly && isServerModule(to)) {
    return `${from} may run in the browser and imports ${to}, which must not reach it: take what it needs through the load context (app/load-context.ts), or name the importer *.server.ts`;
  }
  return undefined;
}

/** A folder, as the folders' rule sees it: app/<top folder>, server, or server/<top folder>. */
const folderOf = (file: string) => {
  const parts = file.split("/");
  return parts.length > 2 ? parts.slice(0, 2).join("/") : (parts[0] ?? file);
};

/** The cycles among the folders: each strongly connected group of two or more, with an import of each arrow. */
function folderCycles(edges: Edge[]): string[][] {
  const arrows = new Map<string, Map<string, string>>();
  for (const { from, to } of edges) {
    const a = folderOf(from);
    const b = folderOf(to);
    if (a === b) continue;
    if (!arrows.has(a)) arrows.set(a, new Map());
    arrows.get(a)?.set(b, arrows.get(a)?.get(b) ?? `${from} -> ${to}`);
  }
  // Tarjan's strongly connected components.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  let next = 0;
  const connect = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next++;
    stack.push(node);
    onStack.add(node);
    for (const target of arrows.get(node)?.keys() ?? []) {
      if (!index.has(target)) {
        connect(target);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(target) ?? 0));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group);
    }
  };
  for (const node of arrows.keys()) if (!index.has(node)) connect(node);
  return groups.map((group) =>
    group.flatMap((a) => [...(arrows.get(a) ?? [])].filter(([b]) => group.includes(b)).map(([, example]) => example)),
  );
}

describe("the import graph", () => {
  const files = ["app", "server"].flatMap(sourceFiles);
  for (const file of files) known.add(file);
  const edges = files.filter((file) => !TEST.test(file)).flatMap(importsOf);

  it("reaches a feature only through its doors, keeps the features out of the composition and server modules out of the browser", async () => {
    const routes = await routeModules();
    expect(edges.flatMap((edge) => refusal(edge, routes) ?? [])).toEqual([]);
  });

  it("has no cycle between the folders of app/ or of server/", () => {
    const inside = (root: string) => edges.filter((e) => e.from.startsWith(`${root}/`) && e.to.startsWith(`${root}/`));
    const arrows = [...folderCycles(inside("app")), ...folderCycles(inside("server"))].flat().map((example) => {
      const [from = "", to = ""] = example.split(" -> ");
      return `${folderOf(from)} -> ${folderOf(to)} (${example}) closes a cycle between folders`;
    });
    expect(arrows).toEqual([]);
  });

  it("names what it refuses, and the door to take", async () => {
    const routes = await routeModules();
    expect(routes.has("app/petitions/pages/petition.tsx")).toBe(true);
    expect(
      refusal({ from: "app/admin/x.server.ts", to: "app/petitions/store.server.ts", typeOnly: false }, routes),
    ).toBe(
      "app/admin/x.server.ts imports app/petitions/store.server.ts, inside the petitions feature: import it from its door, app/petitions/index.server.ts",
    );
    expect(refusal({ from: "app/admin/parts.tsx", to: "app/petitions/fields.ts", typeOnly: true }, routes)).toMatch(
      /its door, app\/petitions\/index\.ts$/,
    );
    expect(refusal({ from: "app/banner/x.server.ts", to: "server/app.ts", typeOnly: true }, routes)).toMatch(
      /the server's composition/,
    );
    expect(
      refusal({ from: "app/search/excerpt.ts", to: "app/search/service.server.ts", typeOnly: false }, routes),
    ).toMatch(/may run in the browser/);
    expect(refusal({ from: "app/search/excerpt.ts", to: "app/search/service.server.ts", typeOnly: true }, routes)).toBe(
      undefined,
    );
    expect(
      refusal(
        { from: "app/petitions/pages/petition.tsx", to: "app/petitions/actions.server.ts", typeOnly: false },
        routes,
      ),
    ).toBe(undefined);
    expect(refusal({ from: "server/app.ts", to: "app/petitions/index.server.ts", typeOnly: false }, routes)).toBe(
      undefined,
    );
    expect(refusal({ from: "server/db/schema.ts", to: "app/petitions/fields.ts", typeOnly: false }, routes)).toBe(
      undefined,
    );
    expect(refusal({ from: "server/db/client.ts", to: "app/petitions/fields.ts", typeOnly: false }, routes)).toMatch(
      /its door/,
    );
    const cycle = folderCycles([
      { from: "app/a/x.ts", to: "app/b/y.ts", typeOnly: false },
      { from: "app/b/z.ts", to: "app/a/w.ts", typeOnly: true },
    ]);
    expect(cycle).toEqual([expect.arrayContaining(["app/a/x.ts -> app/b/y.ts", "app/b/z.ts -> app/a/w.ts"])]);
  });
});
