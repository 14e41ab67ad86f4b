import { IRISH_NOUNS } from "../irish-numerals";
import { counted } from "../plural";
import type { FormsMessages } from "./forms.en";

export const formsGa = {
  optional: "(roghnach)",
  requiredNote: "Tá gach réimse riachtanach mura bhfuil sé marcáilte mar roghnach.",
  offices: {
    "information-office": {
      notice:
        "Nuair a chuireann tú an fhoirm seo isteach, ní choinnítear d'fhreagraí ach sa bhrabhsálaí seo ar an ngléas seo; ní sheoltar aon rud chuig oifig ar bith. Chun an t-iarratas féin a dhéanamh, fiafraigh d'Oifig Faisnéise an Rialtais conas: scríobh chuig",
      saved:
        "Níor sábháladh d'fhreagraí ach sa bhrabhsálaí seo ar an ngléas seo; níor seoladh chuig aon oifig rialtais iad. Chun d'iarratas a chur i gcrích, fiafraigh d'Oifig Faisnéise an Rialtais conas: scríobh chuig",
    },
    "foreign-affairs": {
      notice:
        "Coinníonn an leathanach seo d'iarratas sa bhrabhsálaí seo ar an ngléas seo fad atá tú á ullmhú. Is trí ríomhphost a shroicheann iarratais an Roinn Gnóthaí Eachtracha: déanann an Roinn athbhreithniú ar gach iarratas a fhaigheann sí agus bíonn sí i dteagmháil leis an ionadaí a ainmnítear ann. Is é a seoladh",
      saved:
        "Tá d'iarratas coinnithe sa bhrabhsálaí seo ar an ngléas seo. Déanann an Roinn Gnóthaí Eachtracha athbhreithniú ar gach iarratas a sheoltar chuig",
    },
  },
  allOffices: "Seoladh agus uimhir theileafóin gach oifige:",
  noScript:
    "Tá JavaScript ag teastáil chun an fhoirm seo a shábháil. Níor sábháladh d'fhreagraí: cuir JavaScript ar siúl i do bhrabhsálaí, agus ansin cuir an fhoirm isteach arís.",
  errorSummaryTitle: "Tá fadhb ann",
  errors: {
    required: (label: string) => `Tá an réimse "${label}" riachtanach.`,
    tooLong: (label: string, max: number) =>
      `Ní féidir níos mó ná ${counted(max, "ga", IRISH_NOUNS.character)} a bheith sa réimse "${label}".`,
    email: (label: string) =>
      `Caithfidh seoladh ríomhphoist san fhormáid cheart a bheith sa réimse "${label}", mar shampla ainm@example.com.`,
    date: (label: string) => `Caithfidh dáta bailí a bheith sa réimse "${label}".`,
    phone: (label: string) =>
      `Caithfidh uimhir theileafóin a bheith sa réimse "${label}", mar shampla 021 555 0110 nó +999 21 555 0110.`,
    number: (label: string) => `Caithfidh uimhir a bheith sa réimse "${label}".`,
    wholeNumber: (label: string) => `Caithfidh slánuimhir a bheith sa réimse "${label}".`,
    tooSmall: (label: string, min: number) => `Ní féidir leis an réimse "${label}" a bheith níos lú ná ${min}.`,
    tooLarge: (label: string, max: number) => `Ní féidir leis an réimse "${label}" a bheith níos mó ná ${max}.`,
    mustAgree: () => "Caithfidh tú aontú leis an dearbhú sula gcuirfidh tú an t-iarratas isteach.",
  },
  declarationToast: {
    title: "Dearbhú Riachtanach",
    description: "Caithfidh tú aontú leis an dearbhú sula gcuirfidh tú an t-iarratas isteach.",
  },
  storageRefused: {
    title: "Níorbh fhéidir d'fhreagraí a shábháil",
    body: "Níor lig do bhrabhsálaí don suíomh seo d'fhreagraí a stóráil. Tarlaíonn sé seo i mbrabhsáil phríobháideach, nuair a bhíonn an stóras lán, nó nuair a bhíonn sonraí suímh múchta. Tá d'fhreagraí fós san fhoirm: lig don suíomh seo sonraí a stóráil, agus ansin cuir isteach arís.",
  },
  back: {
    home: "Fill ar an Leathanach Baile",
    services: "Ar ais go dtí Seirbhísí",
    citizenship: "Ar ais go dtí Seirbhísí Saoránachta",
    documents: "Ar ais go dtí Seirbhísí Doiciméad",
    business: "Ar ais go dtí Seirbhísí Gnó",
  },
} satisfies FormsMessages;
