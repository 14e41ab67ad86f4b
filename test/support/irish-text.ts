import { ga } from "~/i18n/ga";
import { OFFLINE_TEXT } from "~/offline/offline-page";
import { MAIL_WORDS } from "../../server/mail/words";

const sources = import.meta.glob<Record<string, unknown>>(
  ["../../app/content/*.ts", "../../app/forms/definitions/*.ts", "!../../app/**/*.test.ts"],
  { eager: true },
);

type Reading = {
  /** The numbers each function is called with (every argument the same), so its templates are read too. */
  samples: readonly number[];
  /** Which strings count (all by default). */
  keep?: (text: string) => boolean;
};

/** Strings in a value, below a key `ga` or all of it when `irish`. */
function strings(value: unknown, irish: boolean, reading: Reading, found: string[]): string[] {
  if (typeof value === "string") {
    if (irish && (reading.keep?.(value) ?? true)) found.push(value);
  } else if (typeof value === "function") {
    if (irish) {
      for (const n of reading.samples) {
        try {
          strings((value as (...args: unknown[]) => unknown)(...Array(value.length).fill(n)), irish, reading, found);
        } catch {
          // A function that needs richer arguments holds no text of its own.
        }
      }
    }
  } else if (Array.isArray(value)) {
    for (const inner of value) strings(inner, irish, reading, found);
  } else if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) strings(inner, irish || key === "ga", reading, found);
  }
  return found;
}

/**
 * Every Irish string of the portal: the catalogue, the offline page, the Irish
 * content modules, the Irish text of the form definitions and the petitioners' emails.
 */
export function irishText(reading: Reading): string[] {
  const texts = [
    ...strings(ga, true, reading, []),
    ...strings(OFFLINE_TEXT.ga, true, reading, []),
    ...strings(MAIL_WORDS.ga, true, reading, []),
  ];
  for (const [file, module] of Object.entries(sources)) strings(module, file.endsWith(".ga.ts"), reading, texts);
  return texts;
}
