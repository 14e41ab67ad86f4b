import { fold, WORD, withoutLenition } from "~/lib/normalize";

/**
 * Whether a new petition's title asks for what an open petition already asks for: the words that carry
 * its meaning (without the small words of either language, nor verbs every petition uses), compared
 * with the other title's by the Dice coefficient. A word matches another that begins with it when the
 * shorter has at least four letters ("tree" and "trees", "scoil" and "scoile"). The threshold is tested
 * on pairs of near-duplicates and of different petitions (similar.test.ts).
 */
export const SIMILARITY_THRESHOLD = 0.6;

/** At most this many similar petitions are shown. */
export const MAX_SIMILAR = 3;

/** Words that tell petitions apart by nothing: articles, prepositions, pronouns, and the verbs of asking. */
const COMMON = new Set([
  ..."a an the and or of for to in on at by with from into over across about than that this these those".split(" "),
  ..."it its is are be been was were will would should must can could our we us you your their they all any now".split(
    " ",
  ),
  ..."more less most new please make give let stop start keep ban allow open close build support save".split(" "),
  ..."government brehon republic petition petitions national public".split(" "),
  // Irish, folded (without the síneadh fada), one word to a string.
  ...["agus", "na", "ar", "do", "le", "i", "ag", "o", "de", "sa", "san", "don", "den", "faoi", "chun", "go"],
  ...["gach", "ata", "ta", "bhfuil", "is", "ba", "nios", "mo", "nua", "anois"],
  ...["cuir", "tabhair", "oscail", "dun", "tog", "cosc"],
  ...["rialtas", "rialtais", "achaini", "achainiocha", "poblacht", "naisiunta", "poibli"],
]);

/** An open petition like the one being written: what its line shows. */
export type SimilarPetition = { id: number; title: string; language: "en" | "ga"; signatureCount: number };

/** Each word of a title that carries meaning: folded, and without lenition (Irish) as `plain`. */
function* meaningful(title: string): Generator<{ folded: string; plain: string }> {
  for (const [word] of title.matchAll(WORD)) {
    const folded = fold(word);
    const plain = withoutLenition(folded) ?? folded;
    if (!COMMON.has(folded) && !COMMON.has(plain) && plain.length >= 2) yield { folded, plain };
  }
}

/**
 * The words the database looks for among titles: each meaningful word as written (folded) and without
 * lenition, since the database keeps titles' words as written.
 */
export function searchTermsOf(title: string): string[] {
  const terms = new Set<string>();
  for (const { folded, plain } of meaningful(title)) {
    terms.add(folded);
    terms.add(plain);
    if (terms.size >= 16) break;
  }
  return [...terms];
}

/** The words that carry a title's meaning, folded (and, in Irish, without lenition). */
export function meaningfulWords(title: string): string[] {
  return [...new Set(Array.from(meaningful(title), ({ plain }) => plain))];
}

const sameWord = (a: string, b: string) => {
  if (a === b) return true;
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  return shorter.length >= 4 && longer.startsWith(shorter);
};

/** The Dice coefficient of two titles' meaningful words: 1 for the same words, 0 for none in common. */
export function titleSimilarity(first: string, second: string): number {
  const a = meaningfulWords(first);
  const b = meaningfulWords(second);
  if (a.length === 0 || b.length === 0) return 0;
  const shared = a.filter((word) => b.some((other) => sameWord(word, other))).length;
  return (2 * shared) / (a.length + b.length);
}

/** Whether two titles ask for the same thing, as far as words tell. */
export const looksSimilar = (first: string, second: string) => titleSimilarity(first, second) >= SIMILARITY_THRESHOLD;
