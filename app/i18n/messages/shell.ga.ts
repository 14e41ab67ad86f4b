import type { ShellMessages } from "./shell.en";

export const shellGa = {
  siteName: "Poblacht Brehon",
  tagline: "Tairseach Oifigiúil an Rialtais",
  titleSuffix: "Poblacht Brehon",
  skipLink: "Léim go dtí an príomhábhar",
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
