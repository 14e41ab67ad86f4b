/** The numbers counted words are tested at: every kind of Irish numeral form, and English's two. */
export const NUMBERS = [0, 1, 2, 3, 6, 7, 10, 11, 13, 17, 19, 20, 100, 101] as const;

/**
 * The Irish forms of 1, 2, 3, 6, 7 and 10 (NUMBERS[1] to NUMBERS[6]), in the
 * numeral forms (irishNumeralForm) and in the plural rules alike: one, two, few (3 to 6), many (7 to 10).
 */
export const IRISH_FORMS_1_TO_10 = ["one", "two", "few", "few", "many", "many"] as const;

/** Nouns counted in Irish at each of NUMBERS, written out. */
export const IRISH_COUNTS = {
  petition: [
    "0 achainí",
    "1 achainí",
    "2 achainí",
    "3 achainí",
    "6 achainí",
    "7 n-achainí",
    "10 n-achainí",
    "11 achainí",
    "13 achainí",
    "17 n-achainí",
    "19 n-achainí",
    "20 achainí",
    "100 achainí",
    "101 achainí",
  ],
  character: [
    "0 carachtar",
    "1 charachtar",
    "2 charachtar",
    "3 charachtar",
    "6 charachtar",
    "7 gcarachtar",
    "10 gcarachtar",
    "11 charachtar",
    "13 charachtar",
    "17 gcarachtar",
    "19 gcarachtar",
    "20 carachtar",
    "100 carachtar",
    "101 carachtar",
  ],
  signature: [
    "0 síniú",
    "1 síniú",
    "2 shíniú",
    "3 shíniú",
    "6 shíniú",
    "7 síniú",
    "10 síniú",
    "11 síniú",
    "13 shíniú",
    "17 síniú",
    "19 síniú",
    "20 síniú",
    "100 síniú",
    "101 síniú",
  ],
};
