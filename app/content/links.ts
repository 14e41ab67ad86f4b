import type { Language } from "~/i18n/languages";
import type { Service } from "./types";

/**
 * What a language module writes of a link: its title and the sentence that describes it, or only the
 * sentence where the title is the one the portal already gives the page (see `linksWithWords`).
 */
export type LinkWords = Pick<Service, "title" | "description">;

/**
 * Links with their words in one language: each of `links`, by name and in the order given, with the
 * words `words` gives under the same name. Where those are only a description, `titleOf` names the link
 * by its address. A name without words is a mistake in a language module, and `whose` says whose link it is.
 */
export function linksWithWords(
  links: Record<string, string>,
  words: Partial<Record<string, LinkWords | string>>,
  { whose, language, titleOf }: { whose: string; language: Language; titleOf?: (link: string) => string },
): Service[] {
  return Object.entries(links).map(([name, link]) => {
    const text = words[name];
    if (!text) throw new Error(`No words for ${whose} ${name} (${language})`);
    if (typeof text !== "string") return { ...text, link };
    if (!titleOf) throw new Error(`No title for ${whose} ${name} (${language})`);
    return { title: titleOf(link), description: text, link };
  });
}
