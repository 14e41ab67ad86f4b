import { IRISH_NOUNS } from "../irish-numerals";
import { counted } from "../plural";
import type { SearchMessages } from "./search.en";
import { paginationGa } from "./shell.ga";

export const searchGa = {
  submit: "Cuardaigh",
  resultCount: (count: number, query: string) => `${counted(count, "ga", IRISH_NOUNS.result)} ar “${query}”`,
  resultsLabel: "Torthaí an chuardaigh",
  kinds: {
    page: "Leathanach",
    service: "Seirbhís",
    announcement: "Fógra",
    petition: "Achainí",
  },
  empty: {
    heading: "Cad atá á lorg agat?",
    body: "Scríobh focal nó dhó sa bhosca thuas, mar shampla pas, cáin nó achainí.",
  },
  noResults: {
    heading: (query: string) => `Níor aimsíodh aon toradh ar “${query}”`,
    tips: ["Seiceáil an litriú.", "Bain úsáid as níos lú focal, nó as focail níos ginearálta."],
    browse: "Is féidir leat na leathanaigh seo a bhrabhsáil freisin:",
  },
  tooLong: (max: number) =>
    `Tá do chuardach rófhada. Ná húsáid níos mó ná ${counted(max, "ga", IRISH_NOUNS.character)}.`,
  rateLimited: (seconds: number) =>
    `Chuardaigh tú go minic i mbeagán ama. Bain triail eile as i gceann ${counted(seconds, "ga", IRISH_NOUNS.second)}.`,
  invalidPage: "Níl uimhir an leathanaigh sa seoladh bailí, mar sin taispeántar an chéad leathanach torthaí.",
  pastTheEnd: "Níl a thuilleadh torthaí ann. Fill ar an gcéad leathanach torthaí.",
  petitionsUnavailable:
    "Níorbh fhéidir na hachainíocha a chuardach faoi láthair: níl sna torthaí thíos ach leathanaigh na tairsí.",
  pagination: {
    label: "Leathanaigh torthaí an chuardaigh",
    ...paginationGa,
  },
  suggestions: {
    label: "Moltaí",
    count: (count: number) =>
      count === 0
        ? "Níl aon mholadh ann."
        : `${counted(count, "ga", IRISH_NOUNS.suggestion)}. Úsáid na saigheada suas agus síos chun ceann a roghnú.`,
    all: (query: string) => `Féach ar gach toradh ar “${query}”`,
  },
} satisfies SearchMessages;
