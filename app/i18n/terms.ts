/**
 * The portal's term base: for each term, the English, the Irish the portal writes for it, and the
 * renderings that are spelled right (aspell passes them) but wrong for the meaning. app/i18n/terms.test.ts
 * refuses every wrong rendering in every Irish string of the portal (test/support/irish-text.ts), and the
 * Irish editors' guide (docs/irish-editors-guide.md) shows the table; a test keeps the two the same.
 *
 * A wrong rendering is written as text, matched as whole words in any case: a space stands for any run of
 * spaces, and a `*` at the end of a word for any ending (an inflection: "logchomhad*" finds "logchomhaid").
 * A word is never found inside a longer one: "log" does not find "loga" or "logáil".
 */
export type Term = {
  /** The English term. */
  readonly en: string;
  /** The Irish the portal writes for it, with the forms that differ ("loga (gen. loga, pl. logaí)"). */
  readonly ga: string;
  /** What is wrong with the renderings below, or where the term is used. */
  readonly note: string;
  /** Renderings that read as a different thing: never in the portal's Irish. */
  readonly wrong: readonly string[];
};

export const TERMS: readonly Term[] = [
  {
    en: "log (a petition's public record of signatures)",
    ga: "loga (gen. loga, pl. logaí); to log: logáil",
    note: "_log_ is a hollow; _logchomhad_ is a computer's log file, not a public record. 'Never logged': ní logáiltear … riamh",
    wrong: ["log", "loig", "logchomhad*", "logchomhaid*"],
  },
  {
    en: "snapshot (of a petition's log, signed by the portal)",
    ga: "léargas (gen. léargais, pl. léargais)",
    note: "_grianghraf_ is a photograph",
    wrong: ["grianghraf*"],
  },
  {
    en: "receipt (the code a signer is given)",
    ga: "admháil (gen. admhála, pl. admhálacha)",
    note: "_fáltas_ is takings, money received",
    wrong: ["fáltas", "fáltais*"],
  },
  {
    en: "threshold (of signatures, for a response or a debate)",
    ga: "líon … sínithe: líon na sínithe le haghaidh freagra",
    note: "_tairseach_ is the portal (and a doorstep): never the number of signatures",
    wrong: [
      "tairseach freagra",
      "tairseach an fhreagra",
      "tairseach díospóireachta",
      "tairseach sínithe",
      "tairseach na sínithe",
      "tairsí freagra",
      "tairsí díospóireachta",
      "tairsí sínithe",
    ],
  },
  {
    en: "in the last hour",
    ga: "le huair an chloig anuas",
    note: "_san uair dheireanach_ is 'in the final hour', the hour before an end",
    wrong: ["san uair dheireanach", "san uair an chloig dheireanach", "san uair seo caite"],
  },
  {
    en: "(a letter's or an email's greeting) Dear …, Hello …,",
    ga: "A chara,",
    note: "_Dia duit_ is spoken Irish, not the opening of a letter",
    wrong: ["Dia duit", "Dia dhuit"],
  },
  {
    en: "email address",
    ga: "seoladh ríomhphoist (pl. seoltaí ríomhphoist)",
    note: "the genitive follows _seoladh_; _ríomhphost_ is a message",
    wrong: ["seoladh ríomhphost", "seoltaí ríomhphost"],
  },
];

const LETTER = "\\p{L}\\p{M}";

/** A wrong rendering as a pattern: whole words, any case, `*` for an ending, a space for any spaces. */
export function wrongPattern(rendering: string): RegExp {
  const words = rendering
    .trim()
    .split(/\s+/)
    .map((word) => {
      const ending = word.endsWith("*");
      const stem = (ending ? word.slice(0, -1) : word).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      return ending ? `${stem}[${LETTER}]*` : stem;
    });
  // Not inside a longer word, nor a part of an address or a name in code ("/log", "log_id").
  return new RegExp(`(?<![${LETTER}\\p{N}/_.-])${words.join("\\s+")}(?![${LETTER}\\p{N}_-])`, "giu");
}

export type WrongUse = { term: string; rendering: string; found: string; text: string };

/** Every wrong rendering of a term in the texts. */
export function wrongRenderings(texts: readonly string[], terms: readonly Term[] = TERMS): WrongUse[] {
  const found: WrongUse[] = [];
  for (const term of terms) {
    for (const rendering of term.wrong) {
      const pattern = wrongPattern(rendering);
      for (const text of texts) {
        for (const match of text.matchAll(pattern)) found.push({ term: term.en, rendering, found: match[0], text });
      }
    }
  }
  return found;
}

/** The term base as the Irish editors' guide shows it: a Markdown table, one row a term. */
export function termTable(): string {
  const cell = (text: string) => text.replaceAll("|", "\\|");
  const rows = TERMS.map(
    (term) =>
      `| ${cell(term.en)} | ${cell(term.ga)} | ${term.wrong.map((rendering) => `\`${rendering}\``).join(", ")} | ${cell(term.note)} |`,
  );
  return ["| English | Irish | Never | Why |", "| --- | --- | --- | --- |", ...rows].join("\n");
}
