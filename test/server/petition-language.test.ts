import { type HTMLElement, parse } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPetition, postForm } from "../support/requests";
import { waitFor } from "../support/wait";
import { type ServerProcess, startServer } from "./harness";

/**
 * What the public writes keeps its language on the other language's pages: an English petition's
 * title, description and name are marked `lang="en"` on the Irish list, its page and the Irish search
 * results, and an Irish one's `lang="ga"` on the English pages, so that screen readers pronounce them
 * right.
 */

let server: ServerProcess;
let english = 0;
let irish = 0;

beforeAll(async () => {
  server = await startServer({});
  english = await createPetition(server.url, {
    title: "Longer library hours",
    description: "Open the county libraries on Sunday afternoons.",
    submitterName: "Ada Byrne",
  });
  // Created on the Irish page, as a visitor without JavaScript does.
  const posted = await postForm(server.url, "/ga/petitions", {
    intent: "create",
    title: "Leabharlann ar an Domhnach",
    description: "Osclaítear leabharlanna an chontae tráthnóna Dé Domhnaigh.",
    submitterName: "Nóra Ní Bhriain",
    category: "public-services",
  });
  expect(posted.status).toBe(303);
  const list = (await (await fetch(`${server.url}/api/petitions?sort=newest`)).json()) as {
    petitions: Array<{ id: number; language: string }>;
  };
  irish = list.petitions.find((petition) => petition.id !== english)?.id ?? 0;
  expect(list.petitions.find((petition) => petition.id === irish)?.language).toBe("ga");
});
afterAll(() => server?.stop());

async function page(path: string): Promise<HTMLElement> {
  // A page rendered before the petition's commit was seen gives way to the next change; ask again.
  const other = path.includes("/ga") ? "Longer library hours" : "Leabharlann ar an Domhnach";
  return waitFor(
    async () => {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(200);
      return parse(await response.text());
    },
    { until: (root) => root.toString().includes(other), what: `${path} showing the petition`, everyMs: 100 },
  );
}

/** The language an element's text is read in: its own `lang` or its nearest ancestor's. */
function languageOf(element: HTMLElement | null): string | undefined {
  for (let at = element; at; at = at.parentNode as HTMLElement | null) {
    const lang = at.getAttribute?.("lang");
    if (lang) return lang;
  }
  return undefined;
}

/** The innermost element whose whole text is `text`. */
function elementWithText(root: HTMLElement, text: string): HTMLElement | null {
  const all = root.querySelectorAll("*").filter((element) => element.textContent.trim() === text);
  return all.at(-1) ?? null;
}

describe("the language of what petitioners write", () => {
  it("marks an English petition as English on the Irish list, its Irish page and the Irish search", async () => {
    const list = await page("/ga/petitions");
    expect(list.querySelector("html")?.getAttribute("lang")).toBe("ga");
    for (const text of ["Longer library hours", "Open the county libraries on Sunday afternoons.", "Ada Byrne"]) {
      expect(languageOf(elementWithText(list, text)), text).toBe("en");
    }
    // The portal's own words around them stay Irish.
    expect(languageOf(elementWithText(list, "Achainíocha na Saoránach"))).toBe("ga");

    const own = await page(`/ga/petitions/${english}`);
    expect(languageOf(own.querySelector("h1"))).toBe("en");
    for (const text of ["Open the county libraries on Sunday afternoons.", "Ada Byrne"]) {
      expect(languageOf(elementWithText(own, text)), text).toBe("en");
    }

    const found = await page(`/ga/search?q=${encodeURIComponent("library hours")}`);
    const link = found.querySelector(`a[href="/ga/petitions/${english}"]`);
    expect(languageOf(link)).toBe("en");
    const excerpt = link?.closest("li")?.querySelectorAll("p").at(-1) ?? null;
    expect(excerpt?.textContent).toContain("libraries");
    expect(languageOf(excerpt)).toBe("en");
  });

  it("marks an Irish petition as Irish on the English pages", async () => {
    const list = await page("/petitions");
    for (const text of ["Leabharlann ar an Domhnach", "Nóra Ní Bhriain"]) {
      expect(languageOf(elementWithText(list, text)), text).toBe("ga");
    }
    const own = await page(`/petitions/${irish}`);
    expect(languageOf(own.querySelector("h1"))).toBe("ga");
    expect(languageOf(elementWithText(own, "Osclaítear leabharlanna an chontae tráthnóna Dé Domhnaigh."))).toBe("ga");
  });
});
