import type { LegalMessages } from "./legal.en";

export const legalGa = {
  backHome: "Ar ais go dtí an Leathanach Baile",
  seeAlso: "Féach freisin:",
  effectiveDate: "Dáta éifeachta",
  lastUpdated: "An nuashonrú is déanaí",
} satisfies LegalMessages;
