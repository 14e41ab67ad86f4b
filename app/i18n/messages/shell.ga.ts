import { IRISH_NOUNS } from "../irish-numerals";
import { counted } from "../plural";
import type { paginationEn, ShellMessages } from "./shell.en";

const carachtar = (n: number) => counted(n, "ga", IRISH_NOUNS.character);

export const paginationGa = {
  previous: "An leathanach roimhe seo",
  next: "An chéad leathanach eile",
  page: (page: number) => `Leathanach ${page}`,
} satisfies typeof paginationEn;

export const shellGa = {
  siteName: "Poblacht Brehon",
  tagline: "Tairseach Oifigiúil an Rialtais",
  titleSuffix: "Poblacht Brehon",
  errorPrefix: "Earráid:",
  skipLink: "Léim go dtí an príomhábhar",
  banner: {
    label: { emergency: "Fógra éigeandála", warning: "Fógra rabhaidh", information: "Fógra eolais" },
    level: { emergency: "Éigeandáil", warning: "Rabhadh", information: "Eolas" },
    more: "Tuilleadh eolais",
  },
  shareImageAlt:
    "Bratach Phoblacht Brehon: glas thuas agus gorm thíos, stríoc bhán eatarthu, réalta órga ar dhiosca bán",
  characterCount: {
    limit: (n: number) => `Is féidir leat suas le ${carachtar(n)} a scríobh`,
    remaining: (n: number) => `Tá ${carachtar(n)} fágtha agat`,
    over: (n: number) => `Tá ${carachtar(n)} an iomarca agat`,
  },
  search: {
    label: "Cuardaigh an suíomh",
    placeholder: "Cuardaigh...",
  },
  menu: {
    open: "Roghchlár",
    close: "Dún an roghchlár",
    label: "Roghchlár an tsuímh",
  },
  language: {
    label: "Teanga",
    en: "English",
    ga: "Gaeilge",
  },
  nav: {
    label: "Príomhnascleanúint",
    government: "Rialtas",
    services: "Seirbhísí",
  },
  footer: {
    about:
      "Tairseach oifigiúil Phoblacht Brehon: eolas agus seirbhísí do shaoránaigh, do chónaitheoirí, do ghnólachtaí agus do chuairteoirí.",
    linksLabel: "Buntásc",
    copyright: (year: number) => `© ${year} Poblacht Brehon. Gach ceart ar cosaint.`,
  },
  notFound: {
    title: "Níor aimsíodh an leathanach",
    body: "Níl an leathanach atá á lorg agat ann, nó b'fhéidir gur bogadh é.",
    home: "Fill ar an Leathanach Baile",
  },
  error: {
    title: "Tharla earráid",
    body: "Níorbh fhéidir an leathanach a thaispeáint. Bain triail eile as ar ball.",
  },
  toast: {
    region: "Teachtaireachtaí",
    viewport: "Teachtaireachtaí ({hotkey})",
    close: "Dún",
  },
} satisfies ShellMessages;
