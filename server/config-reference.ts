// biome-ignore lint/style/noRestrictedImports: documentation tooling, never part of a page
import { z } from "zod";
import { envSchema, SETTING_SECTIONS, type SettingDoc } from "./core/env";

/**
 * The configuration reference, written from the schema of the environment variables (server/core/env.ts):
 * each variable's description and example from its metadata, its default and allowed values from its
 * type, bounds and default unless the metadata words them. `npm run docs:config` writes it to
 * CONFIGURATION_REFERENCE; a unit test fails while the file in the repository differs. The server
 * itself never loads this module.
 */
export const CONFIGURATION_REFERENCE = "docs/reference/configuration.md";

/** A variable as zod's JSON Schema shows what it accepts (io: "input"), with its metadata. */
type Property = Partial<SettingDoc> & {
  default?: unknown;
  type?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
};

const code = (text: string) => `\`${text}\``;

/** "`a`, `b` or `c`". */
const choices = (values: string[]) =>
  values.length === 1
    ? code(values[0] as string)
    : `${values.slice(0, -1).map(code).join(", ")} or ${code(values.at(-1) as string)}`;

function allowedOf(name: string, property: Property): string {
  if (property.allowed) return property.allowed;
  if (property.enum) return choices(property.enum.map(String));
  if (property.type === "integer") {
    // zod bounds every whole number by the safe integers: no bound worth naming.
    const minimum = property.minimum === Number.MIN_SAFE_INTEGER ? undefined : property.minimum;
    const maximum = property.maximum === Number.MAX_SAFE_INTEGER ? undefined : property.maximum;
    if (minimum !== undefined && maximum !== undefined) return `a whole number from ${minimum} to ${maximum}`;
    if (minimum !== undefined) return `a whole number, at least ${minimum}`;
    return "a whole number";
  }
  throw new Error(`${name} in server/core/env.ts needs an "allowed" in its metadata: its type does not say it`);
}

function defaultOf(property: Property): string {
  if (property.defaultText) return property.defaultText;
  if (property.default !== undefined) return code(String(property.default));
  return "not set";
}

/** `NAME=value`, quoted as a shell would need it. */
function exampleOf(name: string, value: string): string {
  return code(/^[\w@%+=:,./-]+$/.test(value) ? `${name}=${value}` : `${name}='${value.replaceAll("'", `'\\''`)}'`);
}

const WIDTH = 110;

/**
 * A paragraph or list item broken into lines of at most WIDTH characters where it can be: between words,
 * never inside a code span or a link, nor before a word that would start a list, a quote or a heading.
 */
function wrap(text: string, first = "", rest = first): string[] {
  const words = text.match(/(?:\[[^\]]*\]\([^)]*\)|`[^`]*`|[^\s`])+/g) ?? [];
  const lines: string[] = [];
  let line = first;
  for (const word of words) {
    const starts = line === first || line === rest;
    if (!starts && line.length + 1 + word.length > WIDTH && !/^([-+*>#|]|\d+[.)])/.test(word)) {
      lines.push(line);
      line = rest + word;
    } else {
      line += starts ? word : ` ${word}`;
    }
  }
  lines.push(line);
  return lines;
}

/** A Markdown table with its columns padded, as the formatter leaves it. */
function table(header: string[], rows: string[][]): string[] {
  const widths = header.map((cell, column) =>
    Math.max(cell.length, 3, ...rows.map((row) => (row[column] ?? "").length)),
  );
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(" | ")} |`;
  return [line(header), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)];
}

export function configurationReference(): string {
  const { properties } = z.toJSONSchema(envSchema, { io: "input", unrepresentable: "any" }) as {
    properties: Record<string, Property>;
  };
  const variables = Object.entries(properties).map(([name, property]) => {
    const { section, description, example } = property;
    if (!section || !description || !example) {
      throw new Error(`${name} in server/core/env.ts needs its section, description and example in .meta(about({…}))`);
    }
    return { name, section, description, example, property };
  });

  const lines = [
    "# Configuration reference",
    "",
    "<!-- Written by `npm run docs:config` from `server/core/env.ts`: change the text there, then run it again. -->",
    "",
    ...wrap(
      "Every setting of the portal is an environment variable, read and checked once at start-up by " +
        "`server/core/env.ts`. A bad value stops the server with one line naming the variable and what is wrong, " +
        "and exit status 1 (the values of `DATABASE_URL`, `REDIS_URL` and `SMTP_URL` are never shown, as they " +
        "may hold a password). An empty value counts as unset. Besides these the server reads only " +
        "`TEST_HOOKS` and `TEST_CLOCK_OFFSET`, which the built-server tests set to move its clock and tell its processes apart " +
        "(`docs/decisions/0030-test-clock-and-hooks.md`): they are not settings. The variables the tests and " +
        "benchmarks themselves read (`TEST_DATABASE_URL`, `TEST_SERVER_PORTS`, `BENCH_SECONDS`, …) are " +
        "described with them, in [development: tests](../development.md#tests) and in `bench/README.md`.",
    ),
    "",
    ...table(
      ["variable", "default"],
      variables.map(({ name, property }) => [`[${code(name)}](#${name.toLowerCase()})`, defaultOf(property)]),
    ),
  ];
  for (const [key, { title, intro }] of Object.entries(SETTING_SECTIONS)) {
    const inSection = variables.filter((variable) => variable.section === key);
    if (inSection.length === 0) continue;
    lines.push("", `## ${title}`, "", ...wrap(intro));
    for (const { name, description, example, property } of inSection) {
      lines.push(
        "",
        `### ${code(name)}`,
        "",
        ...wrap(description),
        "",
        ...wrap(`Default: ${defaultOf(property)}`, "- ", "  "),
        ...wrap(`Allowed: ${allowedOf(name, property)}`, "- ", "  "),
        ...wrap(`Example: ${exampleOf(name, example)}`, "- ", "  "),
      );
    }
  }
  return `${lines.join("\n")}\n`;
}
