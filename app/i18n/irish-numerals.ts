/**
 * Irish nouns after a number. Irish changes the noun itself after 1 to 19: séimhiú after 1 and 2
 * (and after 3 to 6), urú after 7 to 10, some nouns a counting plural after 3 to 10 ("trí bliana",
 * "seacht n-uaire"); 11 to 19 take the noun of their last digit with "déag" after it; 0 and 20
 * upwards take the noun's base form here ("20 bliain", "101 bliain"), which reads well after a
 * number in digits (from 20 the Caighdeán also allows the established system, where the noun follows
 * the last digit: "35 bliana"; the content check accepts both). A number in digits takes the same
 * noun as the number in words.
 *
 * CLDR's plural categories for Irish (`Intl.PluralRules("ga")`) agree for 0 to 10 but put 11 to 19
 * in "other", so counted nouns take their form from here, not from Intl (docs/decisions/0020).
 */

/** Which numbers a noun form follows. */
export type IrishNumeralForm =
  /** 0, 20 and over: the base form */
  | "base"
  /** 1 and 11 ("aon"): séimhiú, except d, t and s, which "aon" leaves as they are */
  | "one"
  /** 2 and 12 ("dhá"): séimhiú */
  | "two"
  /** 3 to 6, 13 to 16: séimhiú, or the counting plural */
  | "few"
  /** 7 to 10, 17 to 19: urú */
  | "many";

export function irishNumeralForm(n: number): IrishNumeralForm {
  if (!Number.isInteger(n) || n < 1 || n >= 20) return "base";
  const unit = n > 10 ? n - 10 : n;
  if (unit === 1) return "one";
  if (unit === 2) return "two";
  if (unit <= 6) return "few";
  return "many";
}

/** A noun's forms after each kind of number, and whether 3 to 10 take a counting plural. */
export type IrishNoun = Readonly<Record<IrishNumeralForm, string> & { countingPlural: boolean }>;

const LENITABLE = /^([bcdfgmpt])(?!h)/i;
const LENITABLE_S = /^(s)(?=[aeiouáéíóúlnr])/i;

/** Séimhiú: an h after the first letter, where Irish writes one. */
export function lenite(word: string): string {
  return word.replace(LENITABLE, "$1h").replace(LENITABLE_S, "$1h");
}

const ECLIPSIS: Record<string, string> = { b: "m", c: "g", d: "n", f: "bh", g: "n", p: "b", t: "d" };

/** Urú: the eclipsing letters before the first, n- before a vowel. */
export function eclipse(word: string): string {
  const first = word.charAt(0);
  const lower = first.toLowerCase();
  if ("aeiouáéíóú".includes(lower) && lower !== "") return first === lower ? `n-${word}` : `n${word}`;
  const prefix = ECLIPSIS[lower];
  return prefix === undefined ? word : `${prefix}${word}`;
}

/** The first word of a phrase changed, the rest ("uair an chloig") kept. */
function onFirstWord(phrase: string, change: (word: string) => string): string {
  const space = phrase.indexOf(" ");
  return space === -1 ? change(phrase) : `${change(phrase.slice(0, space))}${phrase.slice(space)}`;
}

/**
 * A noun's forms from its base form: `counting` is the counting plural taken after 3 to 10 by the
 * few nouns that have one ("bliana", "uaire", "cinn"); `few` overrides the form after 3 to 6 where it
 * is not regular ("huaire").
 */
export function irishNoun(base: string, options: { counting?: string; few?: string } = {}): IrishNoun {
  const afterAon = (word: string) => (/^[dts]/i.test(word) ? word : lenite(word));
  return {
    base,
    one: onFirstWord(base, afterAon),
    two: onFirstWord(base, lenite),
    few: options.few ?? options.counting ?? onFirstWord(base, lenite),
    many: onFirstWord(options.counting ?? base, eclipse),
    countingPlural: options.counting !== undefined,
  };
}

/** "3 bliana", "13 bliana", "20 bliain": a number in digits with its noun. */
export function irishCount(n: number, noun: IrishNoun, shown: string = String(n)): string {
  return `${shown} ${noun[irishNumeralForm(n)]}`;
}

const NUMERALS = ["", "aon", "dhá", "trí", "ceithre", "cúig", "sé", "seacht", "ocht", "naoi", "deich"] as const;

/**
 * 1 to 19 written out with their noun: "aon bhliain amháin", "dhá bhliain déag", "trí huaire déag an
 * chloig". "Déag" follows the noun (its first word in a phrase) and takes séimhiú after a singular
 * noun that ends in a vowel ("dhá lá dhéag"), not after a counting plural ("trí bliana déag"). Numbers from 20 are written in digits on this site.
 */
export function irishCountInWords(n: number, noun: IrishNoun): string {
  if (!Number.isInteger(n) || n < 1 || n > 19) throw new RangeError(`${n} is not written out in words`);
  const unit = n > 10 ? n - 10 : n;
  const form = noun[irishNumeralForm(n)];
  const space = form.indexOf(" ");
  const head = space === -1 ? form : form.slice(0, space);
  const rest = space === -1 ? "" : form.slice(space);
  const plural = noun.countingPlural && unit >= 3;
  const deag = n > 10 ? (!plural && /[aeiouáéíóú]$/i.test(head) ? " dhéag" : " déag") : "";
  const amhain = n === 1 ? " amháin" : "";
  return `${NUMERALS[unit]} ${head}${amhain}${deag}${rest}`;
}

/** The counted nouns of the site. */
export const IRISH_NOUNS = {
  second: irishNoun("soicind"),
  minute: irishNoun("nóiméad"),
  hour: irishNoun("uair an chloig", { counting: "uaire an chloig", few: "huaire an chloig" }),
  day: irishNoun("lá"),
  month: irishNoun("mí"),
  year: irishNoun("bliain", { counting: "bliana" }),
  character: irishNoun("carachtar"),
  result: irishNoun("toradh"),
  suggestion: irishNoun("moladh"),
  petition: irishNoun("achainí"),
  signature: irishNoun("síniú"),
  item: irishNoun("ceann", { counting: "cinn" }),
  week: irishNoun("seachtain", { counting: "seachtaine" }),
  // Counted in the content's own text (checked by irish-numerals-content.test.ts).
  judge: irishNoun("breitheamh"),
  member: irishNoun("comhalta"),
  million: irishNoun("milliún"),
  hospital: irishNoun("ospidéal"),
  court: irishNoun("cúirt"),
  embassy: irishNoun("ambasáid"),
  primarySchool: irishNoun("bunscoil"),
  constituency: irishNoun("dáilcheantar"),
  voter: irishNoun("vótálaí"),
} satisfies Record<string, IrishNoun>;
