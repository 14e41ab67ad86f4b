import { describe, expect, it } from "vitest";
import { irishText } from "#test/support/irish-text";
import { IRISH_NOUNS, type IrishNoun, irishNumeralForm } from "./irish-numerals";

const head = (form: string) => form.split(" ")[0]?.toLowerCase() ?? "";

/** The noun a word is a form of, if it is one the helper knows. */
function nounOf(word: string): IrishNoun | undefined {
  return Object.values(IRISH_NOUNS).find((noun) =>
    [noun.base, noun.one, noun.two, noun.few, noun.many].some((form) => head(form) === word.toLowerCase()),
  );
}

function allowed(n: number, noun: IrishNoun): string[] {
  const forms = [noun[irishNumeralForm(n)]];
  const unit = n % 10;
  if (n >= 20 && unit >= 2) forms.push(noun[irishNumeralForm(unit)]);
  return forms.map(head);
}

/**
 * Numbers written in digits in the Irish text (catalogue, content, forms), with the noun after them:
 * each must take the form the numeral helper gives. From 20 on, the Caighdeán also allows the
 * established system, where the noun follows the last digit ("35 bliana" for "cúig bliana is
 * tríocha"), so that form is accepted there too.
 */
describe("counted nouns in the Irish text", () => {
  const found = irishText({ samples: [1, 2, 3, 7, 13, 20] }).flatMap((text) =>
    [...text.matchAll(/(?<![\d,.])(\d{1,3}(?:,\d{3})*|\d+) (\p{L}[\p{L}-]*)/gu)].flatMap(
      ([, digits = "", word = ""]) => {
        const noun = nounOf(word);
        return noun ? [{ n: Number(digits.replaceAll(",", "")), word, noun, text }] : [];
      },
    ),
  );

  it("finds the counted nouns to check", () => {
    const words = new Set(found.map((entry) => entry.word));
    for (const word of ["mbliana", "bhliain", "lá", "mbreitheamh", "comhalta", "carachtar"]) {
      expect(words, word).toContain(word);
    }
  });

  it("gives each the form that follows its number", () => {
    const wrong = found
      .filter(({ n, word, noun }) => !allowed(n, noun).includes(word.toLowerCase()))
      .map(({ n, word, noun }) => `${n} ${word} (expected ${allowed(n, noun).join(" or ")})`);
    expect(wrong).toEqual([]);
  });
});
