import { IRISH_NOUNS } from "../irish-numerals";
import { counted } from "../plural";
import { petitionLanguagesGa } from "./petition-languages.ga";
import type { PetitionsMessages } from "./petitions.en";
import { paginationGa } from "./shell.ga";

export const petitionsGa = {
  title: "Achainíocha na Saoránach",
  intro: "Ardaigh na ceisteanna atá tábhachtach duit agus tacaigh le hachainíocha do chomhshaoránach.",
  backHome: "Ar ais go dtí an Leathanach Baile",
  toggle: { open: "Cuir Achainí Nua Isteach", close: "Cealaigh an Achainí Nua" },
  loading: "Achainíocha á lódáil...",
  loadError: {
    title: "Earráid agus Achainíocha á Lódáil",
    body: "Theip ar lódáil na n-achainíocha. Bain triail eile as ar ball.",
    retry: "Bain Triail Eile As",
    toastTitle: "Earráid",
    toastBody: "Níorbh fhéidir na hachainíocha a fháil ón bhfreastalaí.",
  },
  empty: {
    title: "Níl Achainíocha Ann Fós",
    body: "Bí ar an gcéad duine a ardóidh ceist atá tábhachtach do do phobal.",
    action: "Cuir Achainí Isteach",
  },
  list: {
    label: "Achainíocha, an líon is mó sínithe ar dtús",
    labelNewest: "Achainíocha, an ceann is nuaí ar dtús",
    labelPopular: "Achainíocha, an líon is mó sínithe le huair an chloig anuas ar dtús",
    total: (count: number) => counted(count, "ga", IRISH_NOUNS.petition),
    pastEnd: "Níl aon achainí ar an leathanach seo.",
    noneInCategory: "Níl aon achainí sa chatagóir seo go fóill.",
    noneInView: "Níl aon achainí a oireann do na scagairí seo go fóill.",
    invalidQuery: "Níor tuigeadh roinnt roghanna sa seoladh, mar sin taispeántar an liosta iomlán.",
    firstPage: "Téigh go dtí an chéad leathanach",
  },
  popular: {
    heading: "Is mó tóir anois",
    lastHour: (count: number) => `${counted(count, "ga", IRISH_NOUNS.signature)} le huair an chloig anuas`,
    all: "Gach achainí de réir sínithe le huair an chloig anuas",
  },
  filters: {
    heading: "Sórtáil agus scag",
    sort: "Sórtáil de réir",
    sortSignatures: "An líon is mó sínithe",
    sortNewest: "An ceann is nuaí",
    sortPopular: "Is mó tóir anois (sínithe le huair an chloig anuas)",
    state: "Oscailte nó dúnta",
    stateAny: "Oscailte agus dúnta",
    stateOpen: "Oscailte",
    stateClosed: "Dúnta",
    category: "Catagóir",
    allCategories: "Gach catagóir",
    response: "Freagra an Rialtais",
    responseAny: "Gach achainí",
    responsePublished: "Freagra tugtha",
    responseAwaiting: "Ag fanacht le freagra",
    apply: "Taispeáin achainíocha",
  },
  pagination: {
    label: "Leathanaigh achainíocha",
    ...paginationGa,
    current: (page: number, pages: number) => `Leathanach ${page} as ${pages}`,
  },
  card: {
    submittedBy: "Curtha isteach ag",
    anonymous: "Saoránach Anaithnid",
    created: "Cruthaithe",
    dateUnavailable: "Níl an dáta ar fáil",
    category: "Catagóir",
    general: "Ginearálta",
    signatures: "Sínithe",
    sign: "Sínigh an Achainí",
    signed: "Shínigh tú an achainí seo",
    closed: "Dúnta: ní ghlactar le sínithe a thuilleadh",
    responded: "Freagra ón Rialtas",
  },
  detail: {
    back: "Gach achainí",
    share: "Roinn an achainí seo",
    copyLink: "Cóipeáil an nasc",
    copied: "Cóipeáladh an nasc",
    copyFailed: "Níorbh fhéidir an nasc a chóipeáil. Cóipeáil é ón mbarra seoltaí.",
    shareButton: "Roinn",
    closedNotice: "Tá an achainí seo dúnta: ní ghlacann sí le sínithe a thuilleadh.",
    deadline: "Spriocdháta",
    closesOn: "Dúnfar í",
    closedOn: "Dúnadh í",
    invalidated: (count: number) =>
      `Bhain na modhnóirí ${counted(count, "ga", IRISH_NOUNS.signature)} den chomhaireamh, ar na cúiseanna a fhoilsítear i loga na hachainí:`,
    liveCount: (count: number) => `Tá ${counted(count, "ga", IRISH_NOUNS.signature)} ar an achainí anois.`,
    socialDescription: (count: number, description: string) =>
      `${counted(count, "ga", IRISH_NOUNS.signature)}. ${description}`,
    gone: {
      title: "Achainí bainte den tairseach",
      body: "Bhain na modhnóirí an achainí seo den tairseach. Ní féidir í a léamh ná a shíniú a thuilleadh.",
    },
    answers: {
      response: "Freagra an Rialtais",
      debateOutcome: "Toradh na díospóireachta",
      published: (date: string) => `Foilsithe: ${date}`,
      responsePublished:
        "Tá freagra tugtha ag an Rialtas ar an achainí seo: tá an freagra ar taispeáint ar an leathanach seo anois.",
      debateOutcomePublished: "Tá toradh na díospóireachta faoin achainí seo ar taispeáint ar an leathanach seo anois.",
    },
    report: {
      heading: "Tuairiscigh an achainí seo",
      body: "Má tá an achainí seo maslach, míthreorach nó mídhleathach, inis do na modhnóirí é. Ní luaitear d'ainm le tuairisc.",
      button: "Tuairiscigh an achainí seo",
    },
  },
  form: {
    heading: "Cruthaigh Achainí Nua",
    errorSummary: "Tá fadhb ann",
    title: "Teideal na hAchainí",
    description: "Cur Síos",
    descriptionHint: "1000 carachtar ar a mhéad",
    submitterName: "D'ainm (roghnach)",
    submitterEmail: "Do sheoladh ríomhphoist (roghnach)",
    category: "Catagóir",
    notice:
      "Beidh teideal agus cur síos d'achainí poiblí, agus d'ainm freisin má thugann tú é. Coinnítear do sheoladh ríomhphoist le haghaidh riaracháin agus nuashonruithe, agus ní thaispeántar go poiblí é choíche.",
    honeypot: "Fág an réimse seo folamh",
    submit: "Cuir an Achainí Isteach",
    cancel: "Cealaigh",
    similar: {
      heading: "An ceann díobh seo atá uait?",
      typing: "Is cosúil na hachainíocha oscailte seo le d'achainí féin. Is féidir leat ceann díobh a shíniú ina háit.",
      confirm:
        "Is cosúil na hachainíocha oscailte seo le d'achainí féin. Mura n-iarrann aon cheann díobh an rud atá uait, seol an fhoirm arís chun d'achainí a chruthú.",
      emailAgain:
        "Ní choinníonn an fhoirm do sheoladh ríomhphoist: cuir isteach arís é más mian leat scéala faoi d'achainí.",
      signatures: (count: number) => counted(count, "ga", IRISH_NOUNS.signature),
    },
  },
  categories: {
    "community-development": "Forbairt Pobail",
    environment: "Comhshaol",
    "governance-policy": "Rialachas agus Beartas",
    "human-rights": "Cearta an Duine",
    infrastructure: "Bonneagar",
    "public-services": "Seirbhísí Poiblí",
    other: "Eile",
  },
  errors: {
    titleRequired: "Cuir teideal le d'achainí",
    titleTooLong: "Caithfidh an teideal a bheith 200 carachtar nó níos lú",
    descriptionRequired: "Scríobh cur síos ar d'achainí",
    descriptionTooLong: "Caithfidh an cur síos a bheith 1000 carachtar nó níos lú",
    nameTooLong: "Caithfidh d'ainm a bheith 100 carachtar nó níos lú",
    emailInvalid: "Cuir isteach seoladh ríomhphoist san fhormáid cheart, mar shampla ainm@example.com",
    emailTooLong: "Caithfidh an seoladh ríomhphoist a bheith 254 carachtar nó níos lú",
    categoryInvalid: "Roghnaigh ceann de na catagóirí atá liostaithe",
    hiddenCharacters:
      "Bain na carachtair fholaithe (carachtair rialaithe, spásanna gan leithead, nó marcanna treo téacs) as an téacs seo",
    unreadable:
      "Scríobh an téacs seo le litreacha nó le huimhreacha is féidir a fheiceáil, gan an iomarca comharthaí ar aon litir amháin",
    translationIncomplete: "Scríobh an teideal agus an cur síos araon sa teanga eile, nó fág an dá cheann folamh",
  },
  outcome: {
    created: {
      title: "Achainí Curtha Isteach!",
      body: "Cuireadh d'achainí isteach go rathúil agus tá sí poiblí anois.",
    },
    createdPending: {
      title: "Achainí Curtha Isteach!",
      body: "Cuireadh d'achainí isteach. Foilseofar í nuair a bheidh sí léite ag modhnóir.",
    },
    signed: { title: "Achainí Sínithe!", body: "Go raibh maith agat as do thacaíocht." },
    submitError: {
      title: "Earráid leis an Achainí",
      body: "Níorbh fhéidir d'achainí a chur isteach. Bain triail eile as.",
    },
    signError: { title: "Earráid Sínithe", body: "Níorbh fhéidir an achainí a shíniú. Bain triail eile as." },
    alreadySigned: "Shínigh tú an achainí seo cheana féin.",
    notFound: "Níl an achainí seo ann a thuilleadh.",
    rateLimited: "An iomarca iarratas ó do cheangal. Fan nóiméad agus bain triail eile as.",
    closed: "Tá an achainí seo dúnta agus ní ghlacann sí le sínithe a thuilleadh.",
    reported: {
      title: "Tuairisc faighte",
      body: "Go raibh maith agat. Déanfaidh na modhnóirí athbhreithniú ar an achainí seo.",
    },
  },
  /** The link to a petition's 'Check your signature' page, and the reasons its log gives for an invalidation. */
  checkLink: "Seiceáil do shíniú",
  invalidationReasons: {
    "rate-abuse": "an iomarca sínithe ó aon cheangal amháin",
    duplicate: "dúblach de shíniú eile",
    automated: "tugtha ag ríomhchlár uathoibríoch",
  },
  byEmail: {
    requested: {
      title: "Féach ar do ríomhphost",
      body: "Más féidir leis an seoladh seo an achainí seo a shíniú, sheolamar nasc chuige chun do shíniú a dheimhniú. Áireofar do shíniú nuair a dheimhneoidh tú é.",
    },
    refused: "Sínítear an achainí seo le hainm agus le seoladh ríomhphoist: úsáid an fhoirm ar a leathanach.",
    cardLink: "Sínigh an achainí seo",
  },
  receipt: {
    heading: "D'admháil",
    body: "Is é an cód seo an admháil ar do shíniú. Aithnítear do shíniú leis i loga poiblí na hachainí seo. Ní choinníonn an tairseach ach méarlorg de, agus ní féidir léi é a thaispeáint duit arís, mar sin coinnigh cóip de.",
    kept: "Coinníonn an brabhsálaí seo cóip den chód ar an ngléas seo.",
    copy: "Cóipeáil an admháil",
    copied: "Cóipeáladh an admháil.",
    copyFailed: "Níorbh fhéidir an admháil a chóipeáil. Roghnaigh í agus cóipeáil de láimh í.",
  },
  api: {
    invalid: "Níor glacadh leis an achainí: féach errors le haghaidh teachtaireachta do gach réimse.",
    unavailable: "Níl seirbhís na n-achainíocha ar fáil. Bain triail eile as ar ball.",
    notFound: "Níor aimsíodh an achainí.",
    gone: "Bhain na modhnóirí an achainí seo den tairseach.",
    noSuchEndpoint: "Níl a leithéid de chríochphointe ann.",
    malformed: "Ní JSON bailí é corp an iarratais.",
    tooLarge: "Tá corp an iarratais rómhór.",
    badQuery: (names: string) =>
      `Níl na paraiméadair iarratais seo bailí: ${names}. Is slánuimhir ó 1 suas é page, is é signatures, newest nó popular é sort, is ceann de na seacht gcatagóir é category, is é published nó awaiting é response, agus is é open nó closed é state.`,
    badInterval: "Ní mór do interval a bheith ina hour nó ina day.",
    badTitle: "Ní mór title a thabhairt, 200 carachtar ar a mhéad.",
    badIds: "Ní mór do ids a bheith ina liosta d'aitheantóirí achainíocha, suas le 48 acu, scartha le camóga.",
    tooManyStreams:
      "Tá an iomarca sruthanna beo de líon na sínithe oscailte ó do cheangal. Dún roinnt leathanach agus bain triail eile as.",
    reported: "Go raibh maith agat. Déanfaidh na modhnóirí athbhreithniú ar an achainí seo.",
  },
  languages: petitionLanguagesGa,
  how: {
    title: "Conas a Oibríonn Achainíocha",
    steps: [
      { title: "Cuir isteach", body: "Cruthaigh achainí a chuireann síos ar an athrú is mian leat a fheiceáil." },
      { title: "Bailigh tacaíocht", body: "Roinn í ionas gur féidir le do chomhshaoránaigh í a shíniú." },
      {
        title: "Athbhreithniú",
        body: "Nuair a shroicheann achainí an líon riachtanach sínithe, déanann an comhlacht rialtais ábhartha athbhreithniú uirthi.",
      },
    ],
  },
} satisfies PetitionsMessages;
